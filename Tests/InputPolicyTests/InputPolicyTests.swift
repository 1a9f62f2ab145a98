import InputPolicy
import Testing

@Suite("Input policy")
struct InputPolicyTests {
    @Test func rangesAcceptTheirBoundsAndRefuseTheRest() throws {
        #expect(try Limits.extent.check(0, argument: "width") == 0)
        #expect(try Limits.extent.check(1e9, argument: "width") == 1e9)
        for bad in [-1, 1e9 + 1, .infinity, -.infinity, .nan, 1e308] as [Double] {
            #expect(throws: InputError.self) { try Limits.extent.check(bad, argument: "width") }
        }
        #expect(!Limits.pointSize.contains(0))
        #expect(Limits.pointSize.contains(10_000))
        #expect(try Limits.rowCount.check(10_000_000, argument: "--rows") == 10_000_000)
        #expect(throws: InputError.self) { try Limits.lineCount.check(Int.max, argument: "--lines") }
    }

    @Test func errorsNameTheArgumentTheRangeAndTheValue() {
        do {
            try Limits.extent.check(1e308, argument: "--width")
            Issue.record("1e308 was accepted")
        } catch {
            #expect(error.description == "--width must be from 0 to 1000000000 points, not 1e+308")
        }
        let size = InputError(argument: "size", value: 0, range: Limits.pointSize)
        #expect(size.description == "size must be above 0 and at most 10000 points, not 0")
        let lines = InputError(argument: "--lines", value: -2, range: Limits.lineCount)
        #expect(lines.description == "--lines must be from 0 to 1000000, not -2")
        #expect { try Limits.rowCount.check(Int.max, argument: "--rows") } throws: {
            "\($0)" == "--rows must be from 0 to 10000000, not 9223372036854775807"
        }
    }

    @Test func clampingKeepsNumbersInsideTheRange() {
        #expect(Limits.extent.clamp(1e308) == 1e9)
        #expect(Limits.extent.clamp(-5) == 0)
        #expect(Limits.extent.clamp(.nan) == 0)
        #expect(Limits.pointSize.clamp(.nan, nan: 17) == 17)
        #expect(Limits.pointSize.clamp(-3) > 0)
        #expect(Limits.length.clamp(-.infinity) == -1e9)
    }

    @Test func saturatingConversionNeverTraps() {
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: .infinity) == .max)
        #expect(Int(saturating: -1e308) == .min)
        #expect(Int32(saturating: 3e9) == .max)
        #expect(Int32(saturating: -2.9) == -2)
        #expect(UInt8(saturating: 300) == 255)
        #expect(UInt8(saturating: -1) == 0)
        #expect(Int64(saturating: 9.2233720368547758e18) == .max)
    }
}
