import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A PostgreSQL server that completes the handshake and login, then never answers a
/// statement: what a hung server, or a proxy in front of a lost one, looks like to a client.
/// It listens on a Unix socket in a directory of its own (`host=` in a URI) until released.
public final class SilentPostgresServer {
    /// A URI that reaches it.
    public var uri: String { "postgresql:///todo?host=\(directory.path)&user=todo" }

    /// Starts listening.
    public init() throws {
        // A short path: a Unix socket's path is limited to 107 bytes.
        directory = URL(fileURLWithPath: "/tmp/todo-silent-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(".s.PGSQL.5432").path
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard descriptor >= 0, bound == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw CocoaError(.fileWriteUnknown)
        }
        sessions = Sessions(listener: descriptor)
        let sessions = self.sessions
        Thread.detachNewThread { sessions.acceptUntilClosed() }
    }

    deinit {
        sessions.closeAll()
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: - Private

    private let directory: URL
    private let sessions: Sessions

    /// The listening socket and every accepted one, closed together.
    private final class Sessions: @unchecked Sendable {
        init(listener: Int32) {
            self.listener = listener
        }

        func acceptUntilClosed() {
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else { return }
                lock.withLock { clients.append(client) }
                Thread.detachNewThread { Self.greetThenListen(client) }
            }
        }

        func closeAll() {
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
            lock.withLock { clients.forEach { shutdown($0, Int32(SHUT_RDWR)); close($0) } }
        }

        private let listener: Int32
        private let lock = NSLock()
        private var clients: [Int32] = []

        /// Answers the start-up (refusing SSL and GSS encryption), logs the client in, and
        /// then reads whatever it sends without answering.
        private static func greetThenListen(_ client: Int32) {
            while let packet = readPacket(client) {
                let code = packet.count >= 4 ? packet.prefix(4).reduce(0) { $0 << 8 | UInt32($1) } : 0
                if code == 80_877_103 || code == 80_877_104 {  // SSLRequest, GSSENCRequest
                    send([UInt8(ascii: "N")], to: client)
                    continue
                }
                var reply = message("R", int32(0))
                for (name, value) in [("server_version", "15.0"), ("client_encoding", "UTF8"),
                                      ("standard_conforming_strings", "on"), ("integer_datetimes", "on"), ("DateStyle", "ISO, MDY")] {
                    reply += message("S", Array(name.utf8) + [0] + Array(value.utf8) + [0])
                }
                reply += message("K", int32(4242) + int32(1)) + message("Z", [UInt8(ascii: "I")])
                send(reply, to: client)
                break
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            while read(client, &buffer, buffer.count) > 0 {}
        }

        private static func readPacket(_ client: Int32) -> [UInt8]? {
            guard let header = readExactly(4, from: client) else { return nil }
            let length = Int(header.reduce(0) { $0 << 8 | UInt32($1) })
            return length >= 4 ? readExactly(length - 4, from: client) : nil
        }

        private static func readExactly(_ count: Int, from client: Int32) -> [UInt8]? {
            var bytes = [UInt8](repeating: 0, count: count)
            var offset = 0
            while offset < count {
                let got = bytes.withUnsafeMutableBytes { read(client, $0.baseAddress! + offset, count - offset) }
                guard got > 0 else { return nil }
                offset += got
            }
            return bytes
        }

        private static func message(_ type: Character, _ body: [UInt8]) -> [UInt8] {
            [type.asciiValue!] + int32(UInt32(body.count + 4)) + body
        }

        private static func int32(_ value: UInt32) -> [UInt8] {
            [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }

        private static func send(_ bytes: [UInt8], to client: Int32) {
            _ = bytes.withUnsafeBytes { write(client, $0.baseAddress!, $0.count) }
        }
    }
}
