import CellsSnapshotTesting
import Foundation
import Rendering
import SnapshotTesting
import Testing
import UIKitCompat

/// A reference recorded from the unchanged cell, then a cell changed in one small way:
/// each change fails the strategies that can see it, with a message naming the files.
@Suite struct ChangeDetectionTests {
    let directory = temporarySnapshotDirectory()

    init() {
        _ = verifySnapshot(of: ProfileCell.make(), as: .image(width: 375), named: "cell", record: .all,
                           snapshotDirectory: directory, testName: "test")
        _ = verifySnapshot(of: ProfileCell.make(), as: .layout(width: 375), named: "cell", record: .all,
                           snapshotDirectory: directory, testName: "test")
    }

    /// The three paths the bitmap diffing names, which must all exist.
    func artifactPaths(in message: String) -> [String: String] {
        var paths: [String: String] = [:]
        for line in message.split(separator: "\n") {
            for name in ["reference", "failure", "difference"] where line.hasPrefix("\(name): /") {
                paths[name] = String(line.dropFirst(name.count + 2))
            }
        }
        return paths
    }

    @Test func unchangedCellPasses() {
        #expect(verify(ProfileCell.make(), as: .image(width: 375), named: "cell", in: directory) == nil)
        #expect(verify(ProfileCell.make(), as: .layout(width: 375), named: "cell", in: directory) == nil)
    }

    @Test func onePointOfConstraintConstantFailsImageAndLayout() throws {
        let cell = ProfileCell.make()
        cell.spacing.constant += 1
        let image = try #require(verify(cell, as: .image(width: 375), named: "cell", in: directory))
        // One point more spacing makes the cell 2 pixels taller.
        #expect(image.contains("Snapshot \"cell\" does not match reference."))
        #expect(image.contains("Newly-taken snapshot@(375.0, "))
        let paths = artifactPaths(in: image)
        #expect(paths.count == 3)
        for path in paths.values { #expect(FileManager.default.fileExists(atPath: path)) }
        let difference = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: try #require(paths["difference"]))))
        // Above the detail label nothing moved (faded reference); the last rows exist only in the failure (magenta).
        #expect(difference.pixel(x: 2, y: 2).red > 0.79)
        let last = difference.pixel(x: 2, y: difference.pixelHeight - 1)
        #expect(last.red == 1 && last.green == 0 && last.blue == 1)

        let layout = try #require(verify(cell, as: .layout(width: 375), named: "cell", in: directory))
        // The detail label is one point lower; the layout diff shows the line before and after.
        let removed = layout.split(separator: "\n").filter { $0.hasPrefix("−") && $0.contains("#detail") }
        let added = layout.split(separator: "\n").filter { $0.hasPrefix("+") && $0.contains("#detail") }
        #expect(removed.count == 1 && added.count == 1)
        let y = { (line: Substring) -> Double in Double(line.split(separator: "(")[1].split(separator: ",")[1].trimmingCharacters(in: .whitespaces))! }
        if let before = removed.first, let after = added.first { #expect(y(after) - y(before) == 1) }
    }

    @Test func changedTextFailsImageAndLayout() throws {
        let cell = ProfileCell.make(name: "Ada King")
        let image = try #require(verify(cell, as: .image(width: 375), named: "cell", in: directory))
        #expect(image.contains("does not match reference"))
        #expect(image.contains("pixels differ"))
        #expect(artifactPaths(in: image).count == 3)
        let layout = try #require(verify(cell, as: .layout(width: 375), named: "cell", in: directory))
        #expect(layout.contains("\"Ada Lovelace\""))
        #expect(layout.contains("+") && layout.contains("\"Ada King\""))
    }

    @Test func changedColourFailsImageButNotLayout() throws {
        let cell = ProfileCell.make()
        cell.badge.backgroundColor = .systemRed
        let image = try #require(verify(cell, as: .image(width: 375), named: "cell", in: directory))
        // Only the 12 × 12-point badge changed: at 2× that is at most 24 × 24 pixels.
        let counted = image.split(separator: " ").firstIndex(of: "of").map { image.split(separator: " ")[$0 - 1] }
        let differing = try #require(counted.flatMap { Int($0.filter(\.isNumber)) })
        #expect(differing > 400 && differing <= 576)
        // Colour is not layout: the frame tree still matches.
        #expect(verify(cell, as: .layout(width: 375), named: "cell", in: directory) == nil)
    }

    @Test func precisionToleratesAFractionOfPixels() {
        let cell = ProfileCell.make()
        cell.badge.backgroundColor = .systemRed
        // The badge is under 1 % of the cell's pixels (750 × 170 or so).
        #expect(verify(cell, as: .image(width: 375, precision: 0.99), named: "cell", in: directory) == nil)
        #expect(verify(cell, as: .image(width: 375, precision: 0.999), named: "cell", in: directory)?
            .contains("Actual image precision") == true)
    }
}

/// Perceptual precision: antialiasing noise passes, a change a person sees does not.
@Suite struct PerceptualPrecisionTests {
    /// The cell's bitmap with every partly covered (antialiased) pixel moved by `delta`
    /// levels per channel, as another rasteriser's antialiasing would.
    func antialiasingNoise(_ bitmap: Bitmap, delta: Int) throws -> (Bitmap, Int) {
        var changed = 0
        let words = bitmap.argbWords.map { word -> UInt32 in
            let r = Int((word >> 16) & 0xFF), g = Int((word >> 8) & 0xFF), b = Int(word & 0xFF)
            // Text edges: grey levels neither background nor ink.
            guard word >> 24 == 0xFF, r == g, g == b, r > 40, r < 215 else { return word }
            changed += 1
            let v = UInt32(r + delta)
            return 0xFF00_0000 | v << 16 | v << 8 | v
        }
        return (try Bitmap(pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight, scale: bitmap.scale,
                           argbWords: words), changed)
    }

    @Test func antialiasingNoiseOnlyPassesPerceptually() throws {
        let cell = ProfileCell.make()
        cell.detailLabel.textColor = .label
        let reference = try #require(renderedCell(cell))
        let (noisy, changed) = try antialiasingNoise(reference, delta: 4)
        #expect(changed > 100)
        let exact = Diffing<Bitmap>.image()
        let exactFailure = try #require(exact.diffV2(reference, noisy))
        #expect(exactFailure.0.contains("\(changed) of \(reference.pixelWidth * reference.pixelHeight) pixels differ"))
        #expect(exactFailure.1.count == 3)
        #expect(Diffing<Bitmap>.image(perceptualPrecision: 0.98).diffV2(reference, noisy) == nil)
        // A colour anyone would see fails even so.
        let red = try Bitmap(pixelWidth: reference.pixelWidth, pixelHeight: reference.pixelHeight, scale: 2,
                             argbWords: reference.argbWords.enumerated().map { $0.offset < 2000 ? 0xFFFF_0000 : $0.element })
        let message = try #require(Diffing<Bitmap>.image(perceptualPrecision: 0.98).diffV2(reference, red)?.0)
        #expect(message.contains("The percentage of pixels that match"))
        #expect(message.contains("is less than required 0.98"))
        // Tolerating the red pixels' share with precision passes.
        #expect(Diffing<Bitmap>.image(precision: 0.98, perceptualPrecision: 0.98).diffV2(reference, red) == nil)
    }

    func renderedCell(_ cell: ProfileCell) -> Bitmap? {
        let directory = temporarySnapshotDirectory()
        _ = verifySnapshot(of: cell, as: .image(width: 375), named: "cell", record: .all, snapshotDirectory: directory,
                           testName: "test")
        return (try? Data(contentsOf: URL(fileURLWithPath: directory + "/test.cell.png"))).flatMap { try? Bitmap(pngData: $0) }
    }
}

/// Bad input fails the test with a clear message; nothing crashes.
@Suite struct BadInputTests {
    @Test func zeroWidthIsReported() {
        let directory = temporarySnapshotDirectory()
        withKnownIssue {
            _ = verifySnapshot(of: ProfileCell.make(), as: .image(width: 0), named: "zero", record: .all,
                               snapshotDirectory: directory, testName: "test")
        } matching: { issue in
            "\(issue)".contains("width 0.0 is not a positive number of points")
        }
    }

    @Test func viewWithoutHeightIsReported() {
        let directory = temporarySnapshotDirectory()
        withKnownIssue {
            _ = verifySnapshot(of: UIView(), as: .image(width: 100), named: "empty", record: .all,
                               snapshotDirectory: directory, testName: "test")
        } matching: { issue in
            "\(issue)".contains("is 0.0 points tall at width 100.0")
        }
    }

    @Test func tableWithoutWidthIsReported() {
        let directory = temporarySnapshotDirectory()
        withKnownIssue {
            _ = verifySnapshot(of: UITableView(), as: .heights, named: "table", record: .all,
                               snapshotDirectory: directory, testName: "test")
        } matching: { issue in
            "\(issue)".contains("the table is 0.0 points wide")
        }
    }

    @Test func unreadableReferenceFailsWithAMessage() throws {
        let directory = temporarySnapshotDirectory()
        try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: directory + "/test.broken.png"))
        let message = verify(ProfileCell.make(), as: .image(width: 375), named: "broken", in: directory)
        #expect(message?.contains("Reference image is empty.") == true)
    }

    @Test func emptyMatrixIsReported() {
        let messages = verifySnapshots(of: PeopleViewController(), matrix: SnapshotMatrix(devices: []),
                                       snapshotDirectory: temporarySnapshotDirectory())
        #expect(messages == ["matrix": "the snapshot matrix has an empty list: give at least one device, orientation, category and style"])
    }
}
