import MemoStore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an input file could not be read, in one line.
public struct InputFileError: TodoFailure {
    public var exitStatus: ExitStatus { ExitStatus.failure }

    public let description: String
}

/// A file opened for reading (`import` on the command line and in the shell), or standard
/// input.
public struct InputFile {
    /// The descriptor to read.
    public let descriptor: Int32
    private let ownsDescriptor: Bool

    /// Opens `path` for reading.
    /// - throws: `InputFileError` when it cannot be read, or is a directory.
    public init(path: String) throws(InputFileError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw InputFileError(description: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            _ = Glibc.close(descriptor)
            throw InputFileError(description: "cannot read \(path): it is a directory")
        }
        self.descriptor = descriptor
        ownsDescriptor = true
    }

    /// Standard input, which `close()` leaves open.
    /// - throws: `InputFileError` when the process was started without one (`isClosed`).
    public static func standardInput(isClosed: Bool) throws(InputFileError) -> InputFile {
        guard !isClosed else { throw InputFileError(description: "cannot read standard input: it is closed") }
        return InputFile(descriptor: STDIN_FILENO, ownsDescriptor: false)
    }

    /// Whether it is a regular file: all there, so reading it never waits on a writer.
    public var isRegularFile: Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Reads it again from its start: a regular file only (`isRegularFile`), standard input
    /// redirected from one included.
    /// - throws: `InputFileError` when it cannot be read from its start again.
    public func rewind() throws(InputFileError) {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else {
            throw InputFileError(description: "cannot read the input again: \(String(cString: strerror(errno)))")
        }
    }

    /// Closes the file (never standard input).
    public func close() {
        if ownsDescriptor {
            _ = Glibc.close(descriptor)
        }
    }

    private init(descriptor: Int32, ownsDescriptor: Bool) {
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
    }
}
