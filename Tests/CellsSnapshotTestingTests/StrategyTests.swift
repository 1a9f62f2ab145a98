import CellsSnapshotTesting
import Declarative
import Foundation
import Rendering
import SnapshotTesting
import Testing
import UIKitCompat

/// Record then verify, for every strategy: the recording is written where asked, and the
/// same value verifies against it.
@Suite struct RecordThenVerifyTests {
    let directory = temporarySnapshotDirectory()

    @Test func cellImageIsFittedToItsConstraints() throws {
        let (recorded, verified) = recordThenVerify(ProfileCell.make(), as: .image(width: 375), named: "cell", in: directory)
        #expect(recorded?.contains("Record mode is on") == true)
        #expect(verified == nil)
        let png = try Data(contentsOf: URL(fileURLWithPath: directory + "/test.cell.png"))
        let bitmap = try Bitmap(pngData: png, scale: 2)
        // 375 points at 2 pixels per point; the height is the cell's fitted height (not 44).
        let probe = ProfileCell.make()
        probe.traitOverrides.displayScale = 2
        let fitted = probe.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                                                withHorizontalFittingPriority: .required,
                                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(bitmap.pixelWidth == 750)
        #expect(bitmap.pixelHeight == Int((fitted.height * 2).rounded()))
        #expect(fitted.height > 60)
        // The badge is drawn in system blue at its place (margins 16 by 11 in the content view).
        let blue = bitmap.pixel(at: CGPoint(x: 16 + 6, y: 11 + 6))
        #expect(abs(blue.red - 0) < 0.01 && abs(blue.green - 122.0 / 255) < 0.01 && abs(blue.blue - 1) < 0.01)
    }

    @Test func cellLayoutListsTheFrameTree() throws {
        let (recorded, verified) = recordThenVerify(ProfileCell.make(), as: .layout(width: 375), named: "cell", in: directory)
        #expect(recorded != nil)
        #expect(verified == nil)
        let text = try String(contentsOfFile: directory + "/test.cell.txt", encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.first?.hasPrefix("ProfileCell (0, 0, 375, ") == true)
        #expect(lines.contains { $0.contains("Label #name (") && $0.hasSuffix("\"Ada Lovelace\"") })
        #expect(lines.contains { $0.contains("View #badge (16, 11, 12, 12)") })
    }

    @Test func controllerOnADevice() throws {
        let (_, verified) = recordThenVerify(PeopleViewController(), as: .image(on: .iPhone15), named: "screen", in: directory)
        #expect(verified == nil)
        let bitmap = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: directory + "/test.screen.png")))
        #expect(bitmap.pixelWidth == 393 * 2 && bitmap.pixelHeight == 852 * 2)
    }

    @Test func controllerOnAnIPadInLandscapeLargeTextDark() throws {
        let strategy = Snapshotting<PeopleViewController, Bitmap>.image(
            on: .iPadPro11, orientation: .landscapeLeft, category: .accessibilityLarge, style: .dark, scale: 1)
        let (_, verified) = recordThenVerify(PeopleViewController(), as: strategy, named: "ipad", in: directory)
        #expect(verified == nil)
        let bitmap = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: directory + "/test.ipad.png")), scale: 1)
        #expect(bitmap.pixelWidth == 1194 && bitmap.pixelHeight == 834)
        // Dark: the background is black.
        let corner = bitmap.pixel(x: 1190, y: 830)
        #expect(corner.red < 0.05 && corner.green < 0.05 && corner.blue < 0.05)
        // The layout of the same screen has larger text than at the default size.
        let large = verifySnapshot(of: PeopleViewController(), as: .layout(on: .iPadPro11, orientation: .landscapeLeft,
                                                                        category: .accessibilityLarge),
                                   named: "ipad-layout", record: .all, snapshotDirectory: directory, testName: "test")
        #expect(large != nil)
        let layout = try String(contentsOfFile: directory + "/test.ipad-layout.txt", encoding: .utf8)
        #expect(layout.hasPrefix("View #window (0, 0, 1194, 834)"))
    }

    @Test func tableHeights() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        table.register(ProfileCell.self, forCellReuseIdentifier: "profile")
        let source = PeopleSource(rows: 6)
        table.dataSource = source
        table.reloadData()
        let (_, verified) = recordThenVerify(table, as: .heights, named: "table", in: directory)
        #expect(verified == nil)
        let lines = try String(contentsOfFile: directory + "/test.table.txt", encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines[0] == "section 0: 6 rows")
        // Every row's height is the height its cell fits to at the table's width, with the separator.
        for row in 0..<6 {
            let cell = source.tableView(table, cellForRowAt: IndexPath(row: row, section: 0)) as! ProfileCell
            let height = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
            #expect(lines[row + 1].hasPrefix("[0, \(row)] "))
            let listed = Double(lines[row + 1].split(separator: " ").last!)!
            // The row is the cell's height plus the separator's hairline (one pixel at the table's 3×).
            #expect(abs(listed - (Double(height) + 1.0 / 3)) < 0.01)
        }
        // Another width changes the wrapping, hence the heights.
        let narrow = verify(table, as: .heights(width: 200), named: "table", in: directory)
        #expect(narrow?.contains("does not match reference") == true)
    }

    @Test func declarativeViewIsHosted() throws {
        let (_, verified) = recordThenVerify(Card(title: "Declarative"), as: .image(width: 320), named: "card", in: directory)
        #expect(verified == nil)
        let bitmap = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: directory + "/test.card.png")))
        #expect(bitmap.pixelWidth == 640)
        #expect(bitmap.pixelHeight > 2 * (16 + 20 + 6 + 20 + 16) - 10)
        let (_, layoutVerified) = recordThenVerify(Card(title: "Declarative"), as: .layout(width: 320), named: "card",
                                                   in: directory)
        #expect(layoutVerified == nil)
        let layout = try String(contentsOfFile: directory + "/test.card.txt", encoding: .utf8)
        #expect(layout.contains("\"Declarative\""))
    }

    @Test func traitsReachTheView() throws {
        let dark = TraitCollection(preferredContentSizeCategory: .accessibilityMedium, userInterfaceStyle: .dark)
        _ = recordThenVerify(ProfileCell.make(), as: .image(width: 375, traits: dark), named: "dark", in: directory)
        _ = recordThenVerify(ProfileCell.make(), as: .image(width: 375), named: "light", in: directory)
        let darkBitmap = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: directory + "/test.dark.png")))
        let lightBitmap = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: directory + "/test.light.png")))
        // Larger text makes a taller cell; the dark badge is iOS's dark system blue.
        #expect(darkBitmap.pixelHeight > lightBitmap.pixelHeight)
        let badge = darkBitmap.pixel(at: CGPoint(x: 22, y: 17))
        #expect(abs(badge.red - 10.0 / 255) < 0.01 && abs(badge.green - 132.0 / 255) < 0.01)
    }

    @Test func scaleSetsThePixels() throws {
        _ = recordThenVerify(ProfileCell.make(), as: .image(width: 375, scale: 3), named: "at3", in: directory)
        let bitmap = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: directory + "/test.at3.png")), scale: 3)
        #expect(bitmap.pixelWidth == 1125)
    }

    @Test func matrixNamesEachReferenceAfterItsCombination() throws {
        let matrix = SnapshotMatrix(devices: [.iPhoneSE, .iPhone15], categories: [.large, .accessibilityLarge],
                                    styles: [.light, .dark])
        #expect(matrix.combinations.count == 8)
        let controller = PeopleViewController()
        let recorded = verifySnapshots(of: controller, matrix: matrix, scale: 1, record: .all, snapshotDirectory: directory,
                                       testName: "matrix")
        #expect(recorded.count == 8)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("matrix.") }.sorted()
        #expect(files == [
            "matrix.iphone-15-portrait-accessibilityLarge-dark.png", "matrix.iphone-15-portrait-accessibilityLarge-light.png",
            "matrix.iphone-15-portrait-large-dark.png", "matrix.iphone-15-portrait-large-light.png",
            "matrix.iphone-se-portrait-accessibilityLarge-dark.png", "matrix.iphone-se-portrait-accessibilityLarge-light.png",
            "matrix.iphone-se-portrait-large-dark.png", "matrix.iphone-se-portrait-large-light.png",
        ])
        let se = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: directory + "/matrix.iphone-se-portrait-large-light.png")),
                            scale: 1)
        #expect(se.pixelWidth == 375 && se.pixelHeight == 667)
        // The same controller verifies in every combination.
        let verified = verifySnapshots(of: controller, matrix: matrix, scale: 1, record: .never, snapshotDirectory: directory,
                                       testName: "matrix")
        #expect(verified.isEmpty)
    }

    @Test func matrixOfACellFitsEachDeviceWidth() throws {
        let matrix = SnapshotMatrix(devices: [.iPhoneSE, .iPhone15ProMax], styles: [.light, .dark])
        for combination in matrix.combinations {
            _ = recordThenVerify(ProfileCell.make(), as: .image(width: combination.width), named: combination.name, in: directory)
        }
        let wide = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: directory + "/test.iphone-15-pro-max-portrait-large-dark.png")))
        #expect(wide.pixelWidth == 860)
    }
}
