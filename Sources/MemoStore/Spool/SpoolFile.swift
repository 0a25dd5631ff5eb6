#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An anonymous temporary file written front to back, then read front to back, through one
/// 64 KiB buffer: as much data as the disk holds, in constant memory.
///
/// The file has no name (`O_TMPFILE`, else unlinked at once), mode 0600, in `$TMPDIR` or
/// `/tmp`; it disappears when closed or when the process ends, however it ends.
final class SpoolFile {
    /// Creates the file. Throws `SpoolError` when no temporary file can be made.
    init() throws {
        let directory = getenv("TMPDIR").flatMap { String(validatingCString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        // O_TMPFILE (Linux 3.11+; Glibc does not export it to Swift): __O_TMPFILE | O_DIRECTORY.
        var descriptor = open(directory, 0o20_000_000 | O_DIRECTORY | O_RDWR | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            var template = Array((directory + "/todo-import-XXXXXX").utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            if descriptor >= 0 {
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            }
        }
        guard descriptor >= 0 else {
            throw SpoolError(description: "cannot make a temporary file in \(directory): \(String(cString: strerror(errno)))")
        }
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit {
        close(descriptor)
    }

    // MARK: - Writing

    /// Appends `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize {
            try flush()
        }
    }

    /// Appends the UTF-8 of `text`.
    func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    /// Appends one byte.
    func write(byte: UInt8) throws {
        buffer.append(byte)
        if buffer.count >= Self.bufferSize {
            try flush()
        }
    }

    /// Appends `value`, little-endian.
    func write(_ value: Int64) throws {
        try withUnsafeBytes(of: value.littleEndian) { try write($0) }
    }

    /// Writes out what is buffered and moves to the start, for reading.
    func rewind() throws {
        try flush()
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw failure("seek") }
        readOffset = 0
    }

    // MARK: - Reading

    /// The next `count` bytes as UTF-8 text (ill-formed sequences repaired); throws at the end
    /// of the file. Straight from the buffer when they lie in it, as almost all do.
    func readString(count: Int) throws -> String {
        if buffer.count - readOffset >= count {
            defer { readOffset += count }
            return buffer.withUnsafeBufferPointer {
                String(decoding: UnsafeBufferPointer(rebasing: $0[readOffset..<readOffset + count]), as: UTF8.self)
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count {
            if readOffset == buffer.count {
                try refill()
            }
            let take = min(count - bytes.count, buffer.count - readOffset)
            bytes += buffer[readOffset..<readOffset + take]
            readOffset += take
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The next byte; throws at the end of the file.
    func readByte() throws -> UInt8 {
        if readOffset == buffer.count {
            try refill()
        }
        defer { readOffset += 1 }
        return buffer[readOffset]
    }

    /// The next little-endian `Int64`.
    func readInt64() throws -> Int64 {
        if buffer.count - readOffset >= 8 {
            defer { readOffset += 8 }
            return buffer.withUnsafeBytes { Int64(littleEndian: $0.loadUnaligned(fromByteOffset: readOffset, as: Int64.self)) }
        }
        var value: Int64 = 0
        for index in 0..<8 { value |= Int64(try readByte()) << (8 * index) }
        return value
    }

    // MARK: - Private

    private static let bufferSize = 64 * 1024
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var readOffset = 0

    private func flush() throws {
        try buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure("write")
                }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private func refill() throws {
        buffer.removeAll(keepingCapacity: true)
        readOffset = 0
        var chunk = [UInt8](repeating: 0, count: Self.bufferSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw count == 0 ? SpoolError(description: "temporary file ended early") : failure("read") }
            buffer.append(contentsOf: chunk[0..<count])
            return
        }
    }

    private func failure(_ what: String) -> SpoolError {
        SpoolError(description: "cannot \(what) the temporary file: \(String(cString: strerror(errno)))")
    }
}

/// The temporary file of an import could not be made, written or read.
public struct SpoolError: Error, Sendable, CustomStringConvertible {
    /// One line naming the problem.
    public let description: String
}
