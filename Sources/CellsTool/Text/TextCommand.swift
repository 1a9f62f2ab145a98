import ArgumentParser
import Foundation
import Graphics
import InputPolicy
import Typesetting

/// `cells text`: lays out a paragraph and prints the layout as JSON.
struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Lay out a paragraph with the text engine and print the layout as JSON.",
        discussion: """
        Output: {"width":…,"height":…,"lineCount":…,"truncated":false,
                 "lines":[{"range":[start,end],"width":…,"baseline":…}]}
        Sizes are in points, rounded up to the pixel grid of --scale; ranges are UTF-16 offsets.
        """
    )

    enum BreakMode: String, ExpressibleByArgument, CaseIterable {
        case word, char, tail, middle, head, clip

        var lineBreakMode: LineBreakMode {
            switch self {
            case .word: .byWordWrapping
            case .char: .byCharWrapping
            case .tail: .byTruncatingTail
            case .middle: .byTruncatingMiddle
            case .head: .byTruncatingHead
            case .clip: .byClipping
            }
        }
    }

    @Option(help: "Font family (default: \(TextSystem.defaultFamily)).")
    var font: String?

    @Option(help: "Point size (default 17, or the text style's size).")
    var size: Double?

    @Option(help: "A Dynamic Type text style: \(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")).")
    var style: String?

    @Option(help: "Content size category for --style: XS, S, M, L, XL, XXL, XXXL, AX1…AX5 or a full name.")
    var category: String = "L"

    @Option(help: "Font weight: ultraLight, thin, light, regular, medium, semibold, bold, heavy, black.")
    var weight: String?

    @Option(help: "Width to wrap at, in points (default: unlimited).")
    var width: Double?

    @Option(help: "Maximum number of lines (0: unlimited).")
    var lines: Int = 0

    @Option(name: .customLong("break"), help: "Line break mode: word, char, tail, middle, head or clip.")
    var breakMode: BreakMode = .word

    @Option(help: "Display scale the size is rounded to (above 0, at most 16; usually 1, 2 or 3).")
    var scale: Double = 1

    @Option(help: "Also draw the layout into this PNG file.")
    var png: String?

    @Option(help: "Read the text from this file (- for standard input) instead of the argument.")
    var file: String?

    @Argument(help: "The text.")
    var text: String?

    func validate() throws {
        if let width { try Limits.extent.check(width, argument: "--width") }
        if let size { try Limits.pointSize.check(size, argument: "--size") }
        try Limits.lineCount.check(lines, argument: "--lines")
        try Limits.scale.check(scale, argument: "--scale")
        if size != nil && style != nil { throw ToolError("give --size or --style, not both") }
        if (text == nil) == (file == nil) { throw ToolError("give the text or --file, not both or neither") }
    }

    func run() throws {
        let layout = try makeLayout()
        print(Self.json(layout).text)
        if let png {
            do {
                try Bitmap(drawing: layout, padding: 0, scale: scale).writePNG(to: png)
            } catch {
                throw ToolError("\(error)")
            }
        }
    }

    func makeLayout() throws -> TextLayout {
        var font: Font
        if let style {
            guard let textStyle = TextStyle(rawValue: style) else {
                throw ToolError("unknown text style \"\(style)\" (expected \(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            guard let sizeCategory = ContentSizeCategory(name: category) else {
                throw ToolError("unknown content size category \"\(category)\"")
            }
            font = .preferredFont(forTextStyle: textStyle, contentSizeCategory: sizeCategory)
        } else {
            font = .systemFont(ofSize: size ?? 17)
        }
        if let family = self.font {
            guard let named = Font(name: family, size: font.pointSize) else {
                throw ToolError("unknown font family \"\(family)\"")
            }
            font.familyName = named.familyName
        }
        if let weight {
            let weights: [String: Font.Weight] = [
                "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
                "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
            ]
            guard let value = weights[weight] else { throw ToolError("unknown weight \"\(weight)\"") }
            font.weight = value
        }
        let attributed = AttributedText(try readText(), font: font, paragraphStyle: ParagraphStyle(lineBreakMode: breakMode.lineBreakMode))
        return TextLayout(attributed, width: width, maximumNumberOfLines: lines, scale: scale)
    }

    /// The text argument, or the contents of --file (UTF-8).
    func readText() throws -> String {
        guard let file else { return text ?? "" }
        let data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: file)
        guard let data else { throw ToolError("cannot read \(file)") }
        guard let string = String(data: data, encoding: .utf8) else { throw ToolError("\(file) is not UTF-8 text") }
        return string
    }

    /// The layout in the JSON shape of the `cells text` contract.
    static func json(_ layout: TextLayout) -> JSON {
        .object([
            ("width", .number(layout.size.width)),
            ("height", .number(layout.size.height)),
            ("lineCount", .number(Double(layout.lineCount))),
            ("truncated", .bool(layout.isTruncated)),
            ("lines", .array(layout.lines.map { line in
                .object([
                    ("range", .array([.number(Double(line.range.lowerBound)), .number(Double(line.range.upperBound))])),
                    ("width", .number(line.width)),
                    ("baseline", .number(line.baseline)),
                ])
            })),
        ])
    }
}
