import CellsSnapshotTesting
import Foundation
import SnapshotTesting
import UIKitCompat
import XCTest

/// The strategies from a plain, nonisolated XCTest case (Linux's XCTest aborts on a
/// `@MainActor` XCTestCase, swift-corelibs-xctest#424).
final class XCTestUsageTests: XCTestCase {
    func testRecordThenVerifyFromXCTest() throws {
        let directory = temporarySnapshotDirectory()
        let (recorded, verified) = recordThenVerify(ProfileCell.make(), as: .image(width: 320), named: "cell", in: directory)
        XCTAssertEqual(recorded?.hasPrefix("Record mode is on."), true)
        XCTAssertNil(verified)
        XCTAssertNil(verify(ProfileCell.make(), as: .image(width: 320), named: "cell", in: directory))
        let changed = ProfileCell.make(detail: "Another detail.")
        XCTAssertEqual(verify(changed, as: .image(width: 320), named: "cell", in: directory)?
            .contains("Snapshot \"cell\" does not match reference."), true)
    }

    func testWithSnapshotTestingRecordMode() throws {
        let directory = temporarySnapshotDirectory()
        let message = withSnapshotTesting(record: .all) {
            verifySnapshot(of: PeopleViewController(), as: .layout(on: .iPhoneSE), named: "screen",
                           snapshotDirectory: directory, testName: "test")
        }
        XCTAssertEqual(message?.contains("Record mode is on."), true)
        let layout = try String(contentsOfFile: directory + "/test.screen.txt", encoding: .utf8)
        XCTAssertTrue(layout.hasPrefix("View #window (0, 0, 375, 667)\n"))
        XCTAssertTrue(layout.contains("\"Grace Hopper\""))
    }
}
