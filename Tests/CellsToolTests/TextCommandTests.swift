import Testing
@testable import CellsTool
import Typesetting

/// The `cells text` contract: options, JSON shape and errors.
@Suite struct TextCommandTests {
    func run(_ arguments: [String]) throws -> JSON {
        let command = try TextCommand.parse(arguments)
        try command.validate()
        return TextCommand.json(try command.makeLayout())
    }

    @Test func jsonShape() throws {
        let json = try run(["--width", "200", "Hello, world! This is a paragraph of text that wraps."])
        guard case let .object(pairs) = json else { Issue.record("not an object"); return }
        #expect(pairs.map(\.0) == ["width", "height", "lineCount", "truncated", "lines"])
        #expect(json["lineCount"] == .number(3))
        #expect(json["truncated"] == .bool(false))
        #expect(json["height"] == .number(62))   // three 20.57-pt lines, rounded up
        guard case let .array(lines)? = json["lines"] else { Issue.record("no lines"); return }
        #expect(lines.count == 3)
        #expect(lines[0]["range"] == .array([.number(0), .number(24)]))
        #expect(lines[2]["range"] == .array([.number(47), .number(53)]))
        #expect(lines[0]["baseline"] == .number(16.46875))
    }

    @Test func stylesCategoriesAndTruncation() throws {
        let big = try run(["--style", "body", "--category", "AX5", "Hi"])
        let normal = try run(["--style", "body", "Hi"])
        guard case let .number(bigHeight)? = big["height"], case let .number(height)? = normal["height"] else {
            Issue.record("no heights"); return
        }
        #expect(bigHeight > 2.5 * height)   // 53 pt against 17 pt
        let cut = try run(["--width", "120", "--lines", "1", "--break", "tail", "A sentence far too long for one line"])
        #expect(cut["truncated"] == .bool(true))
        #expect(cut["lineCount"] == .number(1))
        // UTF-16 ranges: the emoji counts two.
        let emoji = try run(["😀 a"])
        guard case let .array(emojiLines)? = emoji["lines"] else { Issue.record("no lines"); return }
        #expect(emojiLines[0]["range"] == .array([.number(0), .number(4)]))
    }

    @Test func errorsNameTheCulprit() {
        for (arguments, message) in [
            (["--font", "No Such Family", "x"], "unknown font family \"No Such Family\""),
            (["--width=-5", "x"], "--width must be from 0 to 1000000000 points, not -5"),
            (["--size", "1e6", "x"], "--size must be above 0 and at most 10000 points, not 1000000"),
            (["--lines", "9223372036854775807", "x"], "--lines must be from 0 to 1000000"),
            (["--scale", "nan", "x"], "--scale must be above 0 and at most 16, not nan"),
            (["--style", "huge", "x"], "unknown text style \"huge\""),
            (["--style", "body", "--category", "XXXXL", "x"], "unknown content size category \"XXXXL\""),
            (["--size", "12", "--style", "body", "x"], "give --size or --style, not both"),
            (["--lines=-1", "x"], "--lines must be from 0 to 1000000, not -1"),
        ] {
            do {
                _ = try run(arguments)
                Issue.record("accepted \(arguments)")
            } catch {
                #expect("\(error)".contains(message), "\(arguments): \(error)")
            }
        }
    }
}
