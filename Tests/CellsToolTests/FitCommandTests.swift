import Foundation
import Testing
import Typesetting
import Views
@testable import CellsTool
@testable import Demos

/// `cells fit`: seed 001's tweet cell by hand, the demo list and errors, seed 003's slider cell
/// (the other seed cells' acceptance cases are in `DemoCellFitTests`).
@Suite struct FitCommandTests {
    func fit(_ name: String, _ width: CGFloat, _ category: ContentSizeCategory = .large)
        -> (CGSize, [String: CGRect], View)
    {
        let content = DemoCells.make(name)!
        let (size, entries) = FitCommand.fit(content, width: width, category: category, rightToLeft: false)
        var frames: [String: CGRect] = [:]
        for entry in entries { frames[String(entry.path.split(separator: "/").last!)] = entry.frame }
        return (size, frames, content)
    }

    @Test func tweetCellFramesByHand() {
        let (size, f, content) = fit("tweet", 375)
        // Avatar pinned to the 16/11 margins at 60 × 60; the stack 8 after it to the right margin.
        #expect(f["avatarView"] == CGRect(x: 16, y: 11, width: 60, height: 60))
        #expect(f["contentStack"]!.minX == 84 && f["contentStack"]!.maxX == 359)
        // The date sits at the trailing edge; the text fills the stack's width.
        #expect(f["dateLabel"]!.maxX == 359)
        #expect(f["tweetTextLabel"]!.width == 275)
        // Text below the names row, 12 apart; the cell ends 11 below the text.
        #expect(abs(f["tweetTextLabel"]!.minY - (f["labelsStack"]!.maxY + 12)) < 1e-9)
        #expect(abs(size.height - (f["tweetTextLabel"]!.maxY + 11)) < 1e-9)
        let body = TextLayout(AttributedText(SampleModel.astrologyText, font: .preferredFont(forTextStyle: .body)),
                              width: 275, scale: 3)
        #expect(abs(f["tweetTextLabel"]!.height - CGFloat(body.size.height)) < 1e-9)
        #expect(content.layoutDiagnostics.isEmpty && content.ambiguityReport().isEmpty)
    }

    @Test func userNameTruncatesFirst() {
        let (_, f, _) = fit("tweet", 200)
        #expect(f["displayNameLabel"]!.width > 40)
        #expect(f["dateLabel"]!.maxX == 184)
        #expect(f["userNameLabel"]!.width < 60)
    }

    /// `"truncated"` for every label: the user name gives way first, then the display
    /// name (at accessibility sizes); the date and the tweet's text never do, and views
    /// without text have no such field.
    @Test func truncationIsReportedPerLabel() {
        for (width, category, cut) in [(375.0, ContentSizeCategory.large, [String]()),
                                       (250, .large, ["userNameLabel"]),
                                       (150, .large, ["displayNameLabel", "userNameLabel"]),
                                       (375, .accessibilityExtraExtraExtraLarge, ["displayNameLabel", "userNameLabel"])] {
            let (_, entries) = FitCommand.fit(DemoCells.make("tweet")!, width: width, category: category, rightToLeft: false)
            let labels = entries.filter { $0.type == "Label" }
            #expect(labels.count == 4 && labels.allSatisfy { $0.truncated != nil })
            #expect(entries.filter { $0.type != "Label" }.allSatisfy { $0.truncated == nil })
            let truncated = labels.filter { $0.truncated == true }.map { String($0.path.split(separator: "/").last!) }
            #expect(truncated.sorted() == cut, "\(width) \(category)")
        }
    }

    @Test func listAndErrors() throws {
        for name in ["tweet", "tweet-media", "retweet", "two-labels", "margins", "slider", "string-drawer"] {
            #expect(DemoCells.names.contains(name))
        }
        for name in DemoCells.names { #expect(DemoCells.make(name) != nil, "\(name)") }
        for arguments in [["nope"], ["tweet", "--width=-3"], ["tweet", "--category", "huge"]] {
            let command = try FitCommand.parse(arguments)
            #expect(throws: (any Error).self) { try command.run() }
        }
    }
}

extension FitCommandTests {
    /// Seed 003's slider cell: laid out by hand, one line when the slider has room,
    /// two lines when it does not; measuring and layout agree.
    @Test func sliderCellSwitchesToTwoLines() {
        for (width, category, twoLine) in [(CGFloat(375), ContentSizeCategory.large, false),
                                           (414, .extraExtraExtraLarge, false),
                                           (320, .accessibilityExtraLarge, true),
                                           (375, .accessibilityExtraExtraExtraLarge, true)] {
            let (size, f, content) = fit("slider", width, category)
            let title = f["titleLabel"]!, slider = f["slider"]!, value = f["valueLabel"]!
            #expect((content as! SliderCellContent).isTwoLine(forWidth: width) == twoLine, "\(width) \(category)")
            if twoLine {
                #expect(slider.minY > title.maxY && slider.minX == 16)
            } else {
                #expect(slider.minX > title.maxX && slider.width >= SliderCellContent.minimumSliderWidth)
                #expect(abs(slider.midY - title.midY) < 0.5)
            }
            #expect(abs(value.maxX - (width - 16)) < 1e-9)
            // Every subview inside the measured height, the lowest 11 above its bottom.
            let bottom = [title, slider, value].map(\.maxY).max()!
            #expect(abs(size.height - (bottom + 11)) < 1e-6, "\(width) \(category)")
        }
    }

    @Test func settingsCellsFitAsTheTableLaysThemOut() {
        var (size, f, _) = fit("settings-switch", 375)
        #expect(size.height == 44)
        #expect(f["Switch"]! == CGRect(x: 308, y: 6.666666666666667, width: 51, height: 31))
        (size, f, _) = fit("settings-switch", 375, .accessibilityExtraExtraExtraLarge)
        #expect(f["Switch"]!.minX == 16 && f["Switch"]!.minY >= f["textLabel"]!.maxY)
        (size, f, _) = fit("settings-value1", 375)
        #expect(f["detailTextLabel"]!.maxX == 359 && f["textLabel"]!.minX == 16)
        #expect(DemoCells.names.filter { $0.hasPrefix("settings-") }.count == 5)
    }
}
