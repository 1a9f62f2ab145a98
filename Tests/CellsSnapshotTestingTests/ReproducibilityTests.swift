import CellsSnapshotTesting
import Foundation
import Rendering
import SnapshotTesting
import Testing
import UIKitCompat
import XCTest

/// The snapshots this file compares across processes.
enum ReproducibilitySubject {
    static let environmentKey = "CELLS_SNAPSHOT_REPRODUCIBILITY_DIR"

    /// Records a cell (Latin, CJK, Arabic and emoji text) and a screen into `directory`.
    static func record(into directory: String) {
        let cell = ProfileCell.make(name: "Ada Lovelace 阿达 ✨",
                                    detail: "Wrote the first program — 1843. 最初のプログラム. البرنامج الأول 🧮")
        _ = verifySnapshot(of: cell, as: .image(width: 375), named: "cell", record: .all, snapshotDirectory: directory,
                           testName: "repro")
        _ = verifySnapshot(of: PeopleViewController(), as: .image(on: .iPhoneSE), named: "screen", record: .all,
                           snapshotDirectory: directory, testName: "repro")
    }
}

/// Run by `sameSnapshotInTwoProcessesIsByteIdentical` in child processes: records the
/// subject into the folder the environment names (and does nothing in a normal run).
final class ReproducibilityRecorder: XCTestCase {
    func testRecordIntoEnvironmentFolder() {
        guard let directory = ProcessInfo.processInfo.environment[ReproducibilitySubject.environmentKey] else { return }
        ReproducibilitySubject.record(into: directory)
    }
}

/// The same snapshot, rendered in two separate processes (each with its own Pango font map
/// and fontconfig set-up), gives byte-identical PNG files — and the same as this process's.
@Test func sameSnapshotInTwoProcessesIsByteIdentical() throws {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    var folders: [String] = []
    for _ in 0..<2 {
        let folder = temporarySnapshotDirectory("child")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["CellsSnapshotTestingTests.ReproducibilityRecorder/testRecordIntoEnvironmentFolder"]
        process.environment = ProcessInfo.processInfo.environment.merging([ReproducibilitySubject.environmentKey: folder]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        folders.append(folder)
    }
    let here = temporarySnapshotDirectory("parent")
    ReproducibilitySubject.record(into: here)
    for name in ["repro.cell.png", "repro.screen.png"] {
        let first = try Data(contentsOf: URL(fileURLWithPath: folders[0] + "/" + name))
        let second = try Data(contentsOf: URL(fileURLWithPath: folders[1] + "/" + name))
        let mine = try Data(contentsOf: URL(fileURLWithPath: here + "/" + name))
        #expect(first.count > 1000)
        #expect(first == second, "\(name) differs between two processes")
        #expect(first == mine, "\(name) differs between a child process and this one")
    }
    // The colour emoji are drawn (from Noto Color Emoji): the sparkles are yellow.
    let cell = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: here + "/repro.cell.png")))
    var yellow = 0
    for y in 0..<cell.pixelHeight {
        for x in 0..<cell.pixelWidth {
            let pixel = cell.pixel(x: x, y: y)
            if pixel.red > 0.9, pixel.green > 0.7, pixel.blue < 0.3 { yellow += 1 }
        }
    }
    #expect(yellow > 50)
}

/// The text engine sees only the pinned fonts.
@Test func onlyPinnedFontsAreVisible() {
    #expect(TextSystem.hasFamily("Inter"))
    #expect(TextSystem.hasFamily("Noto Sans CJK JP"))
    #expect(TextSystem.hasFamily("Noto Color Emoji"))
    // Installed on this machine (fonts-dejavu-core) but not pinned.
    #expect(!TextSystem.hasFamily("DejaVu Sans"))
}
