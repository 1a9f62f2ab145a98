import CellsTestSupport
import Foundation
import Testing
import Typesetting
import Views
@testable import CellsTool
@testable import Demos

/// Issue 4's acceptance cases: seed 001's tweet cells (with media and the
/// "retweeted by" row) and seed 003's two labels and margins, fitted as
/// `cells fit` does at 320, 375, 414 and 1024 (regular) points and at the
/// `large`, `extraExtraExtraLarge` and `accessibilityExtraExtraExtraLarge`
/// categories: hand-worked frames for a few cases, invariants for all.
@Suite struct DemoCellFitTests {
    static let widths: [CGFloat] = [320, 375, 414, 1024]
    static let categories: [ContentSizeCategory] = [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
    static let pixel: CGFloat = 1.0 / 3

    struct Fitted {
        var size: CGSize
        var frames: [String: CGRect]
        var content: View

        subscript(_ name: String) -> CGRect { frames[name]! }

        /// The view with an accessibility identifier.
        func view(_ name: String) -> View {
            var stack = [content]
            while let view = stack.popLast() {
                if view.accessibilityIdentifier == name { return view }
                stack.append(contentsOf: view.subviews)
            }
            fatalError("no view \(name)")
        }
    }

    func fit(_ content: View, _ width: CGFloat, _ category: ContentSizeCategory = .large) -> Fitted {
        let (size, entries) = FitCommand.fit(content, width: width, category: category, rightToLeft: false)
        var frames: [String: CGRect] = [:]
        for entry in entries { frames[String(entry.path.split(separator: "/").last!)] = entry.frame }
        return Fitted(size: size, frames: frames, content: content)
    }

    func fit(_ name: String, _ width: CGFloat, _ category: ContentSizeCategory = .large) -> Fitted {
        fit(DemoCells.make(name)!, width, category)
    }

    /// Text fits its label: the label is as tall as its text at the label's width
    /// (frames are rounded edge by edge, so within a pixel).
    func expectTextFits(_ f: Fitted, _ name: String, _ context: String) {
        let label = f.view(name) as! Label
        let frame = f[name]
        let height = CGFloat(label.textLayout(width: label.numberOfLines == 1 ? nil : frame.width)!.size.height)
        #expect(abs(frame.height - height) <= Self.pixel + 1e-9, "\(name) at \(context): \(frame.height) vs \(height)")
    }


    // MARK: Seed 001

    /// The retweet cell at 375 points, worked out by hand: avatar at the 16/11
    /// margins, the stack 8 after it, the text 12 below the names, the retweet row
    /// 12 below the text with a 12-point symbol, an 18-point avatar (1.5 × caption 1)
    /// and the name, 4 apart, centred on the row.
    @Test func retweetFramesByHand() {
        let f = fit("retweet", 375)
        #expect(f["avatarView"] == CGRect(x: 16, y: 11, width: 60, height: 60))
        #expect(f["contentStack"].minX == 84 && f["contentStack"].maxX == 359)
        let text = TextLayout(AttributedText(SampleModel.arcadeText, font: .preferredFont(forTextStyle: .body)),
                              width: 275, scale: 3)
        #expect(f["tweetTextLabel"].width == 275 && close(f["tweetTextLabel"].height, CGFloat(text.size.height)))
        let row = f["retweetedByView"]
        #expect(close(row.minY, f["tweetTextLabel"].maxY + 12) && row.minX == 84 && row.height == 18)
        #expect(f["iconView"] == CGRect(x: 84, y: row.minY + 3, width: 12, height: 12))
        #expect(f["retweetAvatarView"] == CGRect(x: 100, y: row.minY, width: 18, height: 18))
        let name = f["retweetNameLabel"]
        #expect(name.minX == 122 && close(name.midY, row.midY))
        let nameWidth = CGFloat(TextLayout(AttributedText("App Store", font: .preferredFont(forTextStyle: .caption1)),
                                           scale: 3).size.width)
        #expect(close(name.width, nameWidth) && close(row.maxX, name.maxX))
        #expect(close(f.size.height, row.maxY + 11))
        #expect(f.content.layoutDiagnostics.isEmpty && f.content.ambiguityReport().isEmpty)
    }

    /// Media only: at its natural 514 × 315 in a regular width (70% of the stack is
    /// 646.8), and as wide as the stack in a compact one, keeping its aspect ratio.
    @Test func mediaOnlyFramesByHand() {
        let wide = fit("tweet-media-only", 1024)
        let media = wide["mediaView"]
        #expect(media.minX == 84 && close(media.minY, wide["labelsStack"].maxY + 12) && media.size == CGSize(width: 514, height: 315))
        #expect(close(wide.size.height, wide["mediaView"].maxY + 11))
        let narrow = fit("tweet-media-only", 320)
        let compact = narrow["mediaView"]
        #expect(compact.minX == 84 && compact.width == 220)
        #expect(abs(compact.height - 220 * 315 / 514) <= Self.pixel)
    }

    /// The article's rare case: a tweet of a word or two is shorter than the
    /// avatar, whose bottom inequality then sets the cell's height.
    @Test func avatarSetsTheHeightOfAShortTweet() {
        let tweet = Tweet.ViewModel(date: "1m", author: SampleModel.user1, text: "Hi!", media: nil, retweetedBy: nil)
        for width in Self.widths {
            let f = fit(TweetCellContent(viewModel: tweet), width)
            #expect(f.size.height == CGFloat(82), "at \(width)")
            #expect(f["avatarView"] == CGRect(x: 16, y: 11, width: 60, height: 60))
            #expect(f["contentStack"].maxY == 71)
        }
    }

    @Test(arguments: ["tweet", "tweet-media", "tweet-media-only", "retweet", "retweet-media"])
    func tweetInvariants(name: String) {
        for width in Self.widths {
            for category in Self.categories {
                let context = "\(name) \(width) \(category)"
                let f = fit(name, width, category)
                let stack = f["contentStack"]
                #expect(f.size.width == width, "\(context)")
                #expect(f.content.layoutDiagnostics.isEmpty, "\(context)")
                // The avatar at the margins; the stack beside it, to the trailing margin.
                #expect(f["avatarView"] == CGRect(x: 16, y: 11, width: 60, height: 60), "\(context)")
                #expect(stack.minX == 84 && stack.maxX == width - 16 && stack.minY == 11, "\(context)")
                #expect(f.size.height >= 82 && close(f.size.height, max(82, stack.maxY + 11)), "\(context)")
                // The names row: the date at the trailing edge, nothing overlapping, and
                // the user name the first to give way.
                let display = f["displayNameLabel"], user = f["userNameLabel"], date = f["dateLabel"]
                #expect(f["labelsStack"].width == stack.width, "\(context)")
                #expect(date.maxX == width - 16, "date at the trailing edge, \(context)")
                #expect(display.minX == 84 && display.maxX + 4 <= user.minX + 1e-9 && user.maxX + 4 <= date.minX + 1e-9,
                        "\(context)")
                let natural = { (id: String) in (f.view(id) as! Label).intrinsicContentSize.width }
                if user.width < natural("userNameLabel") - Self.pixel {
                    // Truncated: compressed before the display name and the date, which keep
                    // their widths unless the user name is gone entirely.
                    #expect(user.width == 0 || (abs(display.width - natural("displayNameLabel")) <= Self.pixel
                            && abs(date.width - natural("dateLabel")) <= Self.pixel), "user name first, \(context)")
                }
                // The row fills its labels to the tallest text (the stack's `fill` alignment).
                let rowHeight = ["displayNameLabel", "userNameLabel", "dateLabel"].map {
                    CGFloat((f.view($0) as! Label).textLayout(width: nil)!.size.height)
                }.max()!
                #expect(abs(f["labelsStack"].height - rowHeight) <= Self.pixel + 1e-9, "\(context)")
                for label in [display, user, date] { #expect(label.minY == 11 && label.height == f["labelsStack"].height) }
                // The stack's rows in order, 12 apart, none overlapping, all within the stack.
                let rows = ["labelsStack", "tweetTextLabel", "mediaView", "retweetedByView"].compactMap { f.frames[$0] }
                for (a, b) in zip(rows, rows.dropFirst()) { #expect(close(b.minY, a.maxY + 12), "\(context)") }
                for row in rows { #expect(row.minX == 84 && row.maxX <= stack.maxX + 1e-9, "\(context)") }
                #expect(close(rows.last!.maxY, stack.maxY), "\(context)")
                if f.frames["tweetTextLabel"] != nil {
                    #expect(f["tweetTextLabel"].width == stack.width, "\(context)")
                    expectTextFits(f, "tweetTextLabel", context)
                }
                if let media = f.frames["mediaView"] {
                    // Aspect ratio kept; at most its natural width and the size class's share of the stack.
                    #expect(abs(media.height - media.width * 315 / 514) <= Self.pixel, "aspect, \(context)")
                    let limit = min(514, width >= 768 ? stack.width * 0.7 : stack.width)
                    #expect(abs(media.width - limit) <= Self.pixel, "media width, \(context)")
                }
                if let row = f.frames["retweetedByView"] {
                    let caption = CGFloat(Font.preferredFont(forTextStyle: .caption1, contentSizeCategory: category).pointSize)
                    let avatar = f["retweetAvatarView"], icon = f["iconView"], label = f["retweetNameLabel"]
                    #expect(abs(avatar.width - caption * 1.5) <= Self.pixel && avatar.width == avatar.height, "\(context)")
                    #expect(icon.maxX + 4 <= avatar.minX + 1e-9 && avatar.maxX + 4 <= label.minX + 1e-9, "\(context)")
                    #expect(label.maxX <= stack.maxX + 1e-9 && row.maxX <= stack.maxX + 1e-9, "\(context)")
                    for piece in [avatar, icon, label] {
                        #expect(abs(piece.midY - row.midY) <= Self.pixel, "centred, \(context)")
                    }
                    expectTextFits(f, "retweetNameLabel", context)
                }
            }
        }
    }

    // MARK: Seed 003

    /// Two labels side by side at 375 points, worked out by hand: the detail keeps
    /// its one line at the trailing margin; the title takes the rest, 8 before it.
    @Test func twoLabelsFramesByHand() {
        let f = fit("two-labels", 375)
        let body = Font.preferredFont(forTextStyle: .body)
        let detail = TextLayout(AttributedText("Yesterday", font: body), scale: 3).size
        #expect(f["detailLabel"] == CGRect(x: 359 - CGFloat(detail.width), y: 11, width: CGFloat(detail.width),
                                           height: CGFloat(detail.height)))
        let titleWidth = 359 - CGFloat(detail.width) - 8 - 16
        let title = TextLayout(AttributedText("Automatically download new episodes over cellular data", font: body),
                               width: Double(titleWidth), scale: 3)
        #expect(title.lineCount == 2)
        #expect(f["titleLabel"].minX == 16 && f["titleLabel"].minY == 11 && close(f["titleLabel"].width, titleWidth))
        #expect(close(f["titleLabel"].height, CGFloat(title.size.height)))
        #expect(close(f.size.height, 11 + CGFloat(title.size.height) + 11))
        #expect(f.content.layoutDiagnostics.isEmpty && f.content.ambiguityReport().isEmpty)
    }

    @Test func twoLabelsInvariants() {
        for width in Self.widths {
            for category in Self.categories {
                let context = "\(width) \(category)"
                let f = fit("two-labels", width, category)
                let title = f["titleLabel"], detail = f["detailLabel"]
                #expect(f.content.layoutDiagnostics.isEmpty, "\(context)")
                expectTextFits(f, "titleLabel", context)
                expectTextFits(f, "detailLabel", context)
                #expect(title.minX == 16 && title.minY == 11, "\(context)")
                let naturalDetail = (f.view("detailLabel") as! Label).intrinsicContentSize
                if category.isAccessibilityCategory {
                    // Stacked: the detail below the title, both wrapping within the margins.
                    #expect(detail.minX == 16 && close(detail.minY, title.maxY + 2), "\(context)")
                    #expect(title.maxX <= width - 16 + 1e-9 && detail.maxX <= width - 16 + 1e-9, "\(context)")
                    #expect(close(f.size.height, detail.maxY + 11), "\(context)")
                } else {
                    // Side by side: the detail never compressed, the title wraps beside it.
                    #expect(detail.maxX == width - 16 && abs(detail.width - naturalDetail.width) <= Self.pixel, "\(context)")
                    #expect(close(title.maxX + 8, detail.minX) && detail.minY == 11, "\(context)")
                    #expect(close(f.size.height, max(title.maxY, detail.maxY) + 11), "\(context)")
                }
            }
        }
    }

    /// The margins example: the cell's margins grow with the text size, the
    /// content view preserves them, and the label follows the readable width.
    @Test func marginsInvariants() {
        for width in Self.widths {
            for category in Self.categories {
                let context = "\(width) \(category)"
                let f = fit("margins", width, category)
                let label = f["textLabel"]
                let vertical = MarginsContent.verticalMargin(for: category)
                let side: CGFloat = width >= 768 ? 20 : 16
                #expect(f.content.layoutDiagnostics.isEmpty, "\(context)")
                #expect(f["contentView"] == CGRect(x: 0, y: 0, width: width, height: f.size.height), "\(context)")
                #expect(close(label.minY, vertical) && close(f.size.height, label.maxY + vertical), "\(context)")
                // 672 at the default size, in proportion to the body text size.
                let readableWidth = (672 * FontMetrics(forTextStyle: .body).scaledValue(for: 1, contentSizeCategory: category)).rounded()
                let readable = min(readableWidth, width - 2 * side)
                #expect(close(label.width, readable) && abs(label.midX - width / 2) <= Self.pixel, "\(context)")
                expectTextFits(f, "textLabel", context)
            }
        }
        #expect(MarginsContent.verticalMargin(for: .large) == 11)
        #expect(MarginsContent.verticalMargin(for: .accessibilityExtraExtraExtraLarge) > 30)
    }

    // MARK: Right to left

    /// Right to left, every constraint-built demo is the mirror image of its
    /// left-to-right layout (leading and trailing flip, constants and inequalities
    /// keep their meaning), wherever the constraints determine the layout.
    @Test(arguments: ["tweet", "tweet-media", "retweet", "retweet-media", "two-labels", "margins", "string-drawer"])
    func rightToLeftMirrors(name: String) {
        for width in Self.widths {
            for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
                let ltr = fit(name, width, category)
                guard ltr.content.ambiguityReport().isEmpty else { continue }
                let content = DemoCells.make(name)!
                let (size, entries) = FitCommand.fit(content, width: width, category: category, rightToLeft: true)
                #expect(size == ltr.size && content.layoutDiagnostics.isEmpty, "\(name) \(width) \(category)")
                for entry in entries {
                    let mirrored = ltr[String(entry.path.split(separator: "/").last!)]
                    // Edges are rounded to pixels one by one, so a mirrored edge may round the other way.
                    let near = { (a: CGFloat, b: CGFloat) in abs(a - b) <= Self.pixel + 1e-9 }
                    #expect(near(entry.frame.minX, width - mirrored.maxX) && near(entry.frame.maxX, width - mirrored.minX)
                            && close(entry.frame.minY, mirrored.minY) && close(entry.frame.height, mirrored.height),
                            "\(entry.path) in \(name) at \(width) \(category): \(entry.frame) mirrors \(mirrored)")
                }
            }
        }
    }

    // MARK: Seed 004

    @Test func stringDrawerAtEveryWidthAndCategory() {
        for width in Self.widths {
            for category in Self.categories {
                let f = fit("string-drawer", width, category)
                let text = AttributedText(DemoCells.loremIpsum, font: .systemFont(ofSize: 17))
                let height = CGFloat(TextLayout(text, width: Double(width - 16), scale: 3).size.height).rounded(.up) + 5
                #expect(f["stringDrawer"] == CGRect(x: 8, y: 8, width: width - 16, height: height), "\(width) \(category)")
                #expect(f.size.height == height + 16)
            }
        }
    }
}
