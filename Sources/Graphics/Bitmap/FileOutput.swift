import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes encoded output to a file, with the system's reason when it cannot.
package enum FileOutput {
    /// Writes `data` to `path`, replacing any file there.
    ///
    /// - Throws: ``RenderError/cannotWrite(path:reason:)`` with the system's message
    ///   ("No such file or directory", "Permission denied", …).
    package static func write(_ data: Data, to path: String) throws(RenderError) {
        guard let file = fopen(path, "wb") else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        let written = data.withUnsafeBytes { bytes in
            bytes.isEmpty ? 0 : fwrite(bytes.baseAddress!, 1, bytes.count, file)
        }
        let writeError = written == data.count ? 0 : errno
        let closed = fclose(file) == 0
        guard writeError == 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(writeError))) }
        guard closed else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
    }
}
