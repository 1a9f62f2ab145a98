@testable import CellsTool
import Demos
import Foundation
import Table
import Testing
import Typesetting
import Views

/// `cells explain`: why a demo cell or a table row has its height, as text or JSON.
@Suite struct ExplainCommandTests {
    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("cells")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["explain"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }

    @Test func aTableRowIsExplainedInJSON() throws {
        let result = try run(["feed", "--row", "3", "--width", "375", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["size", "decidedBy", "text", "conflicts", "broken", "ambiguous"])
        let size = try #require(object["size"] as? [String: Double])
        #expect(size["width"] == 375 && (size["height"] ?? 0) > 60)
        let decided = try #require(object["decidedBy"] as? [[String: Any]])
        #expect(decided.contains { ($0["constraint"] as? String)?.contains("tweetTextLabel.height ≥ intrinsic height") == true })
        #expect(decided.allSatisfy { $0["binding"] as? Bool == true && $0["priority"] is Double && $0["kind"] is String })
        let text = try #require(object["text"] as? [[String: Any]])
        #expect(text.contains { $0["view"] as? String == "tweetTextLabel" && ($0["lines"] as? Double ?? 0) >= 1 })
    }

    @Test func oneViewOfACellIsExplainedInText() throws {
        let result = try run(["tweet", "--view", "tweetTextLabel", "--category", "AX2"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("tweetTextLabel is "))
        #expect(result.out.contains("its height is decided by:"))
    }

    @Test func badTargetsAreOneLineErrors() throws {
        for arguments in [["nothing"], ["tweet", "--view", "nope"], ["feed", "--row", "-1"], ["tweet", "--width", "nan"]] {
            let result = try run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.err.hasPrefix("Error: ") && result.err.split(separator: "\n").count == 1, "\(arguments): \(result.err)")
        }
    }

    /// Every demo cell explains its height: a chain that reaches the root's size.
    @Test(arguments: DemoCells.names)
    func everyDemoCellIsExplained(name: String) throws {
        let cell = try #require(DemoCells.make(name))
        _ = FitCommand.fit(cell, width: 375, category: .large, rightToLeft: false)
        let explanation = cell.explainLayout()
        #expect(explanation.size == cell.frame.size)
        if cell.usesConstraints {
            #expect(explanation.decidedBy.contains { $0.kind == .fitting }, "\(name): \(explanation)")
            #expect(explanation.broken.isEmpty, "\(name): \(explanation.broken)")
        }
    }

    /// Seed 001's pitfall: at accessibility sizes the display name and the date both
    /// resist compression at 750 and cannot both have their width. UIKit leaves the
    /// split ambiguous; here the later view (the date) keeps its width, as the article
    /// intends, and the explanation says which gave way to which.
    @Test func theDateLabelSqueezeAtAccessibilitySizes() throws {
        let cell = try #require(DemoCells.make("tweet"))
        _ = FitCommand.fit(cell, width: 375, category: .accessibilityExtraExtraExtraLarge, rightToLeft: false)
        let date = try #require(ExplainCommand.find("dateLabel", in: cell) as? Label)
        let explanation = date.explainLayout(axis: .horizontal)
        #expect(date.frame.width == date.intrinsicContentSize.width)
        #expect(!date.isTruncated)
        #expect(explanation.conflicts.contains {
            $0.hasPrefix("displayNameLabel squeezed: width") && $0.contains("compression resistance 750 gave way to dateLabel")
        }, "\(explanation.conflicts)")
        #expect(explanation.ambiguous.isEmpty)
        #expect(!explanation.text.contains { $0.view == "dateLabel" && $0.isTruncated })
        #expect(explanation.text.contains { $0.view == "displayNameLabel" && $0.isTruncated })
    }
}

extension ExplainCommandTests {
    /// Seed 003's zero-height pitfall, fitted and explained: the row is UIKit's 44, the
    /// warning names the cell, and the explanation names the constraints that reach the
    /// cell's own margins instead of its content view's; the fix self-sizes.
    @Test func theZeroHeightPitfallIsExplained() throws {
        let broken = try #require(DemoCells.make("margins-zero-height") as? TableViewCell)
        let (size, _) = FitCommand.fit(broken, width: 375, category: .accessibilityLarge, rightToLeft: false)
        #expect(size.height == 44)
        #expect(broken.constraintsCollapseContentView)
        #expect(TableViewCell.zeroHeightWarning(for: broken).contains("ZeroHeightPitfallCell"))
        #expect(broken.constraintsBypassingContentView.count == 2)
        #expect(broken.constraintsBypassingContentView.allSatisfy { $0.description.contains("cell.layoutMarginsGuide") })
        let fixed = try #require(DemoCells.make("margins-matching") as? TableViewCell)
        let (fixedSize, _) = FitCommand.fit(fixed, width: 375, category: .accessibilityLarge, rightToLeft: false)
        #expect(fixedSize.height > 100 && !fixed.constraintsCollapseContentView)
        #expect(fixed.constraintsBypassingContentView.isEmpty)
    }
}
