import Foundation
import Rendering
import InputPolicy

/// The three PNGs a failed image comparison leaves for a person to look at: the
/// reference, the new image, and their difference.
struct FailureArtifacts {
    var reference: Bitmap
    var failure: Bitmap

    /// A named PNG file.
    struct File {
        var name: String
        var data: Data
    }

    /// reference.png, failure.png and difference.png (files that cannot be encoded are left out).
    var files: [File] {
        [("reference.png", reference), ("failure.png", failure), ("difference.png", difference)].compactMap { name, bitmap in
            (try? bitmap.pngData()).map { File(name: name, data: $0) }
        }
    }

    /// The differing pixels in magenta over the reference faded to a fifth, on the two
    /// images' larger size (pixels only one image has count as different).
    var difference: Bitmap {
        let width = max(reference.pixelWidth, failure.pixelWidth), height = max(reference.pixelHeight, failure.pixelHeight)
        let old = reference.argbWords, new = failure.argbWords
        var words = [UInt32](repeating: 0xFFFF_00FF, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let inOld = x < reference.pixelWidth && y < reference.pixelHeight
                let inNew = x < failure.pixelWidth && y < failure.pixelHeight
                guard inOld, inNew else { continue }
                let a = old[y * reference.pixelWidth + x], b = new[y * failure.pixelWidth + x]
                guard a == b else { continue }
                // Faded reference: the pixel over white, at 20 % strength.
                let alpha = Double((a >> 24) & 0xFF) / 255
                func faded(_ shift: UInt32) -> UInt32 {
                    let value = Double((a >> shift) & 0xFF) / 255 + (1 - alpha)
                    return UInt32(saturating: ((0.8 + 0.2 * min(1, value)) * 255).rounded())
                }
                words[y * width + x] = 0xFF00_0000 | faded(16) << 16 | faded(8) << 8 | faded(0)
            }
        }
        let scale = reference.scale
        return (try? Bitmap(pixelWidth: width, pixelHeight: height, scale: scale, argbWords: words))
            ?? failure
    }

    /// Writes the files to a folder named by their content under `$SNAPSHOT_ARTIFACTS`
    /// (else the temporary directory) and returns lines naming them, or why they could not be written.
    func write() -> String {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let files = self.files
        let folder = URL(fileURLWithPath: root, isDirectory: true)
            .appendingPathComponent("CellsSnapshotTesting", isDirectory: true)
            .appendingPathComponent(Self.digest(files.map(\.data)), isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var lines: [String] = []
            for file in files {
                let url = folder.appendingPathComponent(file.name)
                try file.data.write(to: url)
                lines.append("\(file.name.replacingOccurrences(of: ".png", with: "")): \(url.path)")
            }
            return lines.joined(separator: "\n")
        } catch {
            return "The reference, failure and difference images could not be written to \(folder.path): \(error)"
        }
    }

    /// A 64-bit FNV-1a digest of the files, in hex: the same failure gets the same folder.
    static func digest(_ parts: [Data]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            hash ^= 0xFF
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
