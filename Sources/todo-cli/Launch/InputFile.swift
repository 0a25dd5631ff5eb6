import MemoStore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an input file could not be read.
struct InputFileError: TodoFailure {
    var exitStatus: Int32 { FailureStatus.runtime }

    let description: String
}

/// A file opened for reading, or standard input for `-`.
struct InputFile {
    let descriptor: Int32
    private let ownsDescriptor: Bool

    /// Opens `path`, or takes standard input for `-`.
    /// - throws: `InputFileError` when it cannot be read, is a directory, or is a standard
    ///   input the process was started without.
    @MainActor init(path: String) throws {
        if path == "-" {
            guard !StandardStreams.isInputClosed else {
                throw InputFileError(description: "cannot read standard input: it is closed")
            }
            descriptor = STDIN_FILENO
            ownsDescriptor = false
            return
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw InputFileError(description: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            Glibc.close(descriptor)
            throw InputFileError(description: "cannot read \(path): it is a directory")
        }
        self.descriptor = descriptor
        ownsDescriptor = true
    }

    func close() {
        if ownsDescriptor {
            _ = Glibc.close(descriptor)
        }
    }
}
