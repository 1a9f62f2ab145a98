import Testing
@testable import CellsTool

@Suite struct JSONTests {
    @Test func parsesAndKeepsKeyOrder() throws {
        let json = try JSON.parse(#" {"b": 1, "a": [true, false, null, -2.5e2, "x\"\u00e9\ud83d\ude00"]} "#)
        guard case let .object(pairs) = json else { Issue.record("not an object"); return }
        #expect(pairs.map(\.0) == ["b", "a"])
        #expect(json["a"] == .array([.bool(true), .bool(false), .null, .number(-250), .string("x\"é😀")]))
        #expect(json.text == #"{"b":1,"a":[true,false,null,-250,"x\"é😀"]}"#)
    }

    @Test func numbersPrintShortest() {
        #expect(JSON.format(398.9375) == "398.9375")
        #expect(JSON.format(-0.0) == "0")
        #expect(JSON.format(1e20) == "1e+20")
        #expect(JSON.format(0.1) == "0.1")
    }

    @Test func syntaxErrorsSayWhereAndWhat() {
        let cases: [(String, String)] = [
            ("{\"a\":1,}", "line 1, column 8: expected a string key"),
            ("[1 2]", "line 1, column 4: expected ',' or ']' in an array"),
            ("{\n  \"a\": tru }", "line 2, column 8: expected 'true'"),
            ("\"abc", "unterminated string"),
            ("01", "unexpected text after the value"),
            ("", "unexpected end of input"),
            ("[1.]", "digits expected after '.'"),
        ]
        for (text, message) in cases {
            do {
                _ = try JSON.parse(text)
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.description.contains(message), "\(text): \(error)")
            }
        }
    }
}
