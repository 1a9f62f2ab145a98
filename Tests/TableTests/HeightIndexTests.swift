import Testing
@testable import Table

@Suite struct HeightIndexTests {
    @Test func offsetsAndLookupsAgreeWithPrefixSums() {
        var heights = (0..<1000).map { Double(10 + ($0 * 37) % 90) + 1.0 / 3.0 }
        var index = HeightIndex(heights: heights)
        for step in 0..<200 {
            let i = (step * 131) % heights.count
            heights[i] = Double(20 + (step * 53) % 70) + 2.0 / 3.0
            index.set(i, to: heights[i])
        }
        var sum = 0.0
        for i in heights.indices {
            #expect(abs(index.offset(of: i) - sum) < 1e-6)
            #expect(index.index(at: index.offset(of: i)) == i)
            #expect(index.index(at: sum + heights[i] / 2) == i)
            sum += heights[i]
        }
        #expect(abs(index.total - sum) < 1e-6)
        #expect(index.index(at: -5) == 0)
        #expect(index.index(at: sum + 100) == heights.count - 1)
    }

    @Test func pixelHeightsSumExactly() {
        // Thirds of a point (3× pixels) are whole units: offsets never drift.
        var index = HeightIndex(heights: Array(repeating: 44 + 1.0 / 3.0, count: 3))
        for _ in 0..<1000 {
            index.set(1, to: 100 + 2.0 / 3.0)
            index.set(1, to: 44 + 1.0 / 3.0)
        }
        #expect(index.offset(of: 3) == 133)
        #expect(index.offset(of: 2) * 3 == 266)
    }

    @Test func zeroHeightItemsAreSkippedByLookups() {
        let index = HeightIndex(heights: [0, 10, 0, 0, 20, 0])
        #expect(index.index(at: 0) == 1)
        #expect(index.index(at: 9.9) == 1)
        #expect(index.index(at: 10) == 4)
        #expect(index.total == 30)
        #expect(HeightIndex().index(at: 0) == nil)
    }

    /// Items that take the shared estimate move together when it changes, and read
    /// as if each held it: offsets, look-ups and totals equal an index of plain heights.
    @Test func theSharedEstimateMovesEveryItemThatTakesIt() {
        var stored = (0..<777).map { $0 % 3 == 0 ? Double(20 + $0 % 50) : HeightIndex.shared }
        var index = HeightIndex(heights: stored, sharedEstimate: 44)
        func check(_ estimate: Double) {
            let plain = HeightIndex(heights: stored.map { $0 == HeightIndex.shared ? estimate : $0 })
            #expect(index.total == plain.total)
            for i in stride(from: 0, to: stored.count, by: 7) {
                #expect(index.offset(of: i) == plain.offset(of: i))
                #expect(index.height(i) == plain.height(i))
                #expect(index.index(at: plain.offset(of: i) + 0.5) == plain.index(at: plain.offset(of: i) + 0.5))
            }
        }
        check(44)
        index.sharedEstimate = 97 + 1.0 / 3.0
        check(97 + 1.0 / 3.0)
        // Measured: an item leaves the shared estimate; reset: it takes it again.
        for i in [1, 2, 776, 400] {
            #expect(index.set(i, to: 10) == 10 - (97 + 1.0 / 3.0))
            stored[i] = 10
        }
        index.sharedEstimate = 0
        check(0)
        index.set(400, to: HeightIndex.shared)
        stored[400] = HeightIndex.shared
        index.sharedEstimate = 12
        check(12)
        #expect(index.storedHeight(400) == HeightIndex.shared && index.storedHeight(1) == 10)
        // Rebuilt from stored heights, it stays shared.
        let copy = index
        index.remap(count: stored.count) { copy.storedHeight($0) }
        check(12)
    }
}
