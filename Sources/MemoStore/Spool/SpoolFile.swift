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
    func write(_ bytes: some Collection<UInt8>) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize {
            try flush()
        }
    }

    /// Appends `value`, little-endian.
    func write(_ value: Int64) throws {
        try write(withUnsafeBytes(of: value.littleEndian) { Array($0) })
    }

    /// Writes out what is buffered and moves to the start, for reading.
    func rewind() throws {
        try flush()
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw failure("seek") }
        readOffset = 0
    }

    // MARK: - Reading

    /// The next `count` bytes; throws at the end of the file.
    func read(_ count: Int) throws -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        while result.count < count {
            if readOffset == buffer.count {
                try refill()
            }
            let take = min(count - result.count, buffer.count - readOffset)
            result += buffer[readOffset..<readOffset + take]
            readOffset += take
        }
        return result
    }

    /// The next little-endian `Int64`.
    func readInt64() throws -> Int64 {
        let bytes = try read(8)
        var value: Int64 = 0
        for (index, byte) in bytes.enumerated() { value |= Int64(byte) << (8 * index) }
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
