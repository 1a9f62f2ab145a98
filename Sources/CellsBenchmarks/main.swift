// Benchmarks, printed as a table: the solver scenarios of bench/README (shared/bench)
// beside Kiwi (C++) run on the same machine in the same run, text measurement beside
// Pango, fitting seed 001's tweet cell, and tables of the distinct-content feed.
// Run with `make bench` (a release build). Every figure is the median of several
// runs, wall-clock on whatever machine runs them.
import Cassowary
import CellsTool
import Demos
import Foundation
import Typesetting
import Views

func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Peak resident memory of this process, in MiB.
func peakMemoryMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kb = Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        return kb / 1024
    }
    return 0
}

/// `CELLS_BENCH_QUICK=1` runs each scenario once with a tenth of the steps, for
/// counting instructions under callgrind.
let quick = ProcessInfo.processInfo.environment["CELLS_BENCH_QUICK"] != nil
let scale = quick ? 10 : 1

/// Runs `body` `repeats` times and returns the median time in seconds.
func median(_ repeats: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<(quick ? 1 : repeats) {
        let start = now()
        try body()
        times.append(Double(now() - start) / 1e9)
    }
    return times.sorted()[times.count / 2]
}

func formatTime(_ seconds: Double) -> String {
    if seconds >= 1 { return String(format: "%.2f s", seconds) }
    if seconds >= 1e-3 { return String(format: "%.1f ms", seconds * 1e3) }
    return String(format: "%.2f µs", seconds * 1e6)
}

/// `CELLS_BENCH_ONLY=b` (a prefix of the scenario name) runs only matching scenarios, for profiling.
let only = ProcessInfo.processInfo.environment["CELLS_BENCH_ONLY"]
func enabled(_ scenario: String) -> Bool { only.map { scenario.hasPrefix("(" + $0) } ?? true }

func report(_ scenario: String, _ figure: String, _ note: String = "") {
    func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
    // A long figure (a table scenario's sentence) puts its note on the next line.
    if figure.count > 11 && !note.isEmpty {
        print(pad(scenario, 44) + figure)
        print(pad("", 44) + note)
    } else {
        print(pad(scenario, 44) + pad(figure, 12) + note)
    }
}

// MARK: (a) chain and (a′) independent views

func chain(_ n: Int) throws -> Double {
    let v = (0..<n).map { Variable("v\($0)") }
    let solver = Solver()
    try solver.add(v[0] == 0)
    for i in 0..<(n - 1) {
        let h = Double(44 + i % 7)
        try solver.add(v[i + 1] >= v[i] + h)
        try solver.add((v[i + 1] == v[i] + h).withStrength(250))
    }
    var sum = 0.0
    for variable in v { sum += solver.value(of: variable) }
    return sum
}

func independent(_ n: Int) throws -> Double {
    let v = (0..<n).map { Variable("v\($0)") }
    let solver = Solver()
    for i in 0..<n {
        try solver.add(v[i] >= 44 * Double(i))
        try solver.add((v[i] == 44 * Double(i)).withStrength(250))
    }
    var sum = 0.0
    for variable in v { sum += solver.value(of: variable) }
    return sum
}

// MARK: (b) and (c) the 42-constraint cell

struct Cell {
    let variables: [String: Variable]
    let order: [Variable]
    let constraints: [Constraint]
    let edits: [(variable: Variable, strength: Strength, value: Double)]

    init(_ system: ConstraintSystem) {
        let built = system.build()
        variables = Dictionary(uniqueKeysWithValues: built.variables.map { ($0.name, $0.variable) })
        order = built.variables.map(\.variable)
        constraints = built.constraints
        edits = built.edits
    }

    func build(into solver: Solver) throws {
        try solver.add(constraints)
        for (variable, strength, value) in edits {
            try solver.addEditVariable(variable, strength: strength)
            try solver.suggestValue(value, for: variable)
        }
    }
}

/// The cell as Kiwi's harness holds it for (c): variables by index, terms as indices and
/// coefficients, so that building it anew makes what Kiwi's makes (a variable each,
/// then the constraints) and looks up no names.
struct CellPlan {
    let names: [String]
    let constraints: [(terms: [(Int, Double)], constant: Double, relation: Relation, strength: Strength)]
    let edits: [(index: Int, strength: Strength, value: Double)]
    let height: Int

    init(_ cell: Cell) {
        let index = Dictionary(uniqueKeysWithValues: cell.order.enumerated().map { ($1.id, $0) })
        names = cell.order.map(\.name)
        constraints = cell.constraints.map { c in
            (c.expression.terms.map { (index[$0.variable.id]!, $0.coefficient) }, c.expression.constant, c.relation, c.strength)
        }
        edits = cell.edits.map { (index[$0.variable.id]!, $0.strength, $0.value) }
        height = index[cell.variables["content.h"]!.id]!
    }

    /// Fresh variables and constraints, built into `solver`; returns the content height.
    func build(into solver: Solver) throws -> Double {
        let variables = names.map(Variable.init)
        for c in constraints {
            try solver.add(Constraint(Expression(c.terms.map { Term(variables[$0.0], $0.1) }, constant: c.constant),
                                      c.relation, strength: c.strength))
        }
        for edit in edits {
            try solver.addEditVariable(variables[edit.index], strength: edit.strength)
            try solver.suggestValue(edit.value, for: variables[edit.index])
        }
        return solver.value(of: variables[height])
    }
}

let path = CommandLine.arguments.dropFirst().first ?? "bench/cell-system.json"
guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("cells-bench: cannot read \(path)\n".utf8))
    exit(1)
}
let system = try ConstraintSystem(json: JSON.parse(String(decoding: data, as: UTF8.self)))

print("Cells benchmarks (release build; medians of several runs)")
print(String(repeating: "-", count: 72))

let cell = Cell(system)
let plan = CellPlan(cell)
let solver = Solver()
try cell.build(into: solver)
let width = cell.variables["content.w"]!, body = cell.variables["body.intrinsicH"]!
let height = cell.variables["content.h"]!
var sink = 0.0
/// Reads every value, as Kiwi's `updateVariables` does.
@MainActor func update() { for v in cell.order { sink += solver.value(of: v) } }

/// Times `steps` edit re-solves of the cell; `widthAt` and `bodyAt` give the suggestions.
@MainActor func edits(_ widthAt: (Int) -> Double, _ bodyAt: ((Int) -> Double)?) throws -> Double {
    let steps = 10_000 / scale
    let t = try median(5) {
        for k in 0..<steps {
            try solver.suggestValue(widthAt(k), for: width)
            if let bodyAt { try solver.suggestValue(bodyAt(k), for: body) }
            update()
        }
    }
    return t / Double(steps)
}

@MainActor func builds(reusing reused: Solver?) throws -> Double {
    let count = 10_000 / scale
    let t = try median(3) {
        for _ in 0..<count {
            if let reused {
                reused.reset()
                try cell.build(into: reused)
                sink += reused.value(of: height)
            } else {
                sink += try plan.build(into: Solver())
            }
        }
    }
    return t / Double(count)
}

let bodyHeights = { (k: Int) in 100 + Double(k % 10) * 20 }
// MARK: Kiwi, measured in this run

/// The cell system in the plain format of bench/kiwi/kiwi_bench.cpp.
func kiwiInput() -> String {
    var index: [Int: Int] = [:]
    for (i, variable) in cell.order.enumerated() { index[variable.id] = i }
    var lines = ["variables \(cell.order.count)"] + cell.order.enumerated().map { i, v in v.name.isEmpty ? "v\(i)" : v.name }
    for c in cell.constraints {
        let op = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
        lines.append("constraint \(c.strength.rawValue) \(op) \(c.expression.constant) \(c.expression.terms.count)")
        lines += c.expression.terms.map { "\(index[$0.variable.id]!) \($0.coefficient)" }
    }
    lines += cell.edits.map { "edit \(index[$0.variable.id]!) \($0.strength.rawValue) \($0.value)" }
    lines.append("roles \(index[width.id]!) \(index[body.id]!) \(index[height.id]!)")
    return lines.joined(separator: "\n") + "\n"
}

/// Kiwi's seconds per scenario key (b, b2, b3, c, c2, a100, a1000, i1000, i10000, and
/// "check": its content height), from `.build/kiwi/kiwi_bench` (scripts/kiwi-bench.sh,
/// run by `make bench`), running only `keys` when some are given; empty when it is not built.
func runKiwi(_ keys: [String] = []) -> [String: Double] {
    let binary = ProcessInfo.processInfo.environment["CELLS_KIWI_BENCH"] ?? ".build/kiwi/kiwi_bench"
    guard !quick, FileManager.default.isExecutableFile(atPath: binary) else { return [:] }
    let input = FileManager.default.temporaryDirectory.appendingPathComponent("cells-kiwi-\(getpid()).txt")
    guard (try? kiwiInput().write(to: input, atomically: true, encoding: .utf8)) != nil else { return [:] }
    defer { try? FileManager.default.removeItem(at: input) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = [input.path] + keys
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return [:] }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    var result: [String: Double] = [:]
    for line in output.split(separator: "\n") {
        let parts = line.split(separator: " ")
        if parts.count == 2, let value = Double(parts[1]) { result[String(parts[0])] = value }
    }
    return result
}

let kiwi = enabled("(a") || enabled("(b") || enabled("(c") ? runKiwi() : [:]
if kiwi.isEmpty { print("(Kiwi not measured: run `make bench`, which builds .build/kiwi/kiwi_bench)") }

/// Solver scenarios: name, Kiwi's key, and the run giving seconds per step.
var solverScenarios: [(String, String, @MainActor () throws -> Double)] = [
    ("(b) edit re-solve: width", "b", { try edits({ 320 + Double($0 % 200) * 2 }, nil) }),
    ("(b2) edit re-solve: width + body", "b2", { try edits({ 320 + Double($0 % 200) * 2 }, bodyHeights) }),
    ("(b3) edit re-solve: active set moves", "b3", { try edits({ 200 + Double($0 % 451) * 2 }, bodyHeights) }),
    ("(c) build the cell from scratch", "c", { try builds(reusing: nil) }),
    ("(c2) rebuild after reset", "c2", { try builds(reusing: Solver()) }),
]
for n in [100, 1_000, 10_000, 100_000] {
    solverScenarios.append(("(a) chain N = \(n)", "a\(n)", { try median(n >= 10_000 ? 1 : 3) { _ = try chain(n) } }))
}
for n in [1_000, 10_000, 100_000] {
    solverScenarios.append(("(a′) independent N = \(n)", "i\(n)", { try median(n >= 100_000 ? 1 : 3) { _ = try independent(n) } }))
}
report("cell content height at 375 (check)", JSON.format(solver.value(of: height)),
       kiwi["check"].map { "Kiwi \(JSON.format($0))" } ?? "")
report("solver scenario", "Cells", "Kiwi        Cells ÷ Kiwi")

/// The cell's scenarios (b to c2) take microseconds, and the host's load drifts over the
/// seconds between Kiwi's run and ours: alone, their ratios swung from 0.66× to 1.25× between
/// two runs of the same build. They run in rounds instead, ours then Kiwi's again, so that
/// both sides' medians span the same stretch of time; the range of each round's ratio (to
/// the mean of Kiwi's runs before and after it) is printed too.
let cellKeys: Set<String> = ["b", "b2", "b3", "c", "c2"]
let cellScenarios = solverScenarios.filter { cellKeys.contains($0.1) && enabled($0.0) }
let rounds = kiwi.isEmpty ? 1 : 3
var ours: [String: [Double]] = [:]
var theirs: [String: [Double]] = kiwi.filter { cellKeys.contains($0.key) }.mapValues { [$0] }
for _ in 0..<rounds {
    for (_, key, run) in cellScenarios { ours[key, default: []].append(try run()) }
    guard !kiwi.isEmpty else { continue }
    for (key, seconds) in runKiwi(cellScenarios.map(\.1)) where cellKeys.contains(key) { theirs[key, default: []].append(seconds) }
}
func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
for (name, key, run) in solverScenarios where enabled(name) {
    let seconds = cellKeys.contains(key) ? middle(ours[key]!) : try run()
    var note = kiwi[key].map { _ in
        let k = cellKeys.contains(key) ? middle(theirs[key]!) : kiwi[key]!
        return formatTime(k) + String(repeating: " ", count: max(1, 12 - formatTime(k).count)) + String(format: "%.2f×", seconds / k)
    } ?? (key.hasPrefix("a") || key.hasPrefix("i") ? "not run (quadratic in Kiwi: minutes)" : "")
    if let kiwiRuns = theirs[key], kiwiRuns.count == rounds + 1, let ourRuns = ours[key] {
        let ratios = ourRuns.indices.map { ourRuns[$0] / ((kiwiRuns[$0] + kiwiRuns[$0 + 1]) / 2) }
        note += String(format: " (rounds %.2f–%.2f×)", ratios.min()!, ratios.max()!)
    }
    report(name, formatTime(seconds), note)
}

var scenarios: [(String, String, @MainActor () throws -> String)] = []
// MARK: Text: shape once, break many times

let tweetText = "Discover the top Apple Arcade games of 2021! 🎉⭐️\n\nFrom slam dunks in NBA 2K22 Arcade Edition to stealthy shenanigans in Sneaky Sasquatch, these games had us scoring, battling, and always laughing.\n\nPlay now: apple.co/topgames21"
let tweet = AttributedText(tweetText, font: .systemFont(ofSize: 17))
let tweetWidths = (0..<64).map { 200 + Double($0 * 37 % 300) }

/// Times `body` per call over `count` calls (best of 5).
@MainActor func perCall(_ count: Int, _ body: (Int) -> Double) -> String {
    let n = max(1, count / scale)
    let t = median(5) { for k in 0..<n { sink += body(k) } }
    return formatTime(t / Double(n))
}

let paragraph = Paragraph(tweet)
/// `text` with every letter of every word replaced so that no word was shaped before
/// (the same lengths, spaces, digits, emoji and punctuation).
func unseenWords(_ text: String, _ seed: Int) -> String {
    var state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 | 1
    return String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
        guard scalar.properties.isAlphabetic, scalar.isASCII else { return scalar }
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Unicode.Scalar(UInt8(ascii: "a") + UInt8((state >> 33) % 26))
    }))
}
/// (t5) The first measurement of the feed's texts (0–280 characters, emoji, mentions,
/// links, some CJK and right to left), 1,000 new texts a run at the feed cell's text
/// width, once the words of 1,000 others are known (as a session's are, a few rows in).
@MainActor func feedTexts() -> String {
    let feed = FeedGenerator(seed: 7)
    let font = Font.preferredFont(forTextStyle: .body)
    let count = 1_000 / scale
    var next = 0
    func texts() -> [String] {
        var result: [String] = []
        while result.count < count {
            if let text = feed.tweet(at: next).text { result.append(text) }
            next += 1
        }
        return result
    }
    for text in texts() { sink += Paragraph(AttributedText(text, font: font)).size(width: 283).height }
    let batches = (0..<(quick ? 1 : 5)).map { _ in texts() }
    var batch = 0
    let t = median(5) {
        for text in batches[min(batch, batches.count - 1)] { sink += Paragraph(AttributedText(text, font: font)).size(width: 283).height }
        batch += 1
    }
    return formatTime(t / Double(count))
}

/// A counter that makes every "first measurement" text new, across repeated runs.
nonisolated(unsafe) var fresh = 0
let relayout = PangoReference.Relayout(tweet)
let textScenarios: [(String, String, @MainActor () -> String)] = [
    ("(t1) re-measure cached tweet at new width", "goal ≤ 1 µs (\(tweetText.utf16.count) chars)",
     { perCall(20_000) { paragraph.size(width: tweetWidths[$0 % 64]).height } }),
    ("(t1′) … full layout with line records", "",
     { perCall(20_000) { paragraph.layout(width: tweetWidths[$0 % 64]).size.height } }),
    ("(t2) Pango re-layout at new width", "Pango shapes again",
     { perCall(2_000) { relayout.height(width: tweetWidths[$0 % 64]) } }),
    ("(t3) first measurement of a tweet", "shape + break",
     { perCall(500) { _ in fresh += 1; return Paragraph(AttributedText(tweetText + " \(fresh)", font: .systemFont(ofSize: 17))).size(width: 343).height } }),
    ("(t3″) … a tweet of words never seen", "shape + break",
     { perCall(500) { _ in fresh += 1; return Paragraph(AttributedText(unseenWords(tweetText, fresh), font: .systemFont(ofSize: 17))).size(width: 343).height } }),
    ("(t3′) Pango's first measurement", "",
     { perCall(500) { _ in fresh += 1; return PangoReference.size(AttributedText(tweetText + " \(fresh)", font: .systemFont(ofSize: 17)), width: 343).height } }),
    ("(t5) first measurement of a feed text", "shape + break, words known",
     { feedTexts() }),
    ("(t4) one-line label, warm", "goal ≤ 2 µs",
     { perCall(50_000) { _ in TextLayout(AttributedText("Settings", font: .systemFont(ofSize: 17))).size.width } }),
]
for (name, note, run) in textScenarios { scenarios.append((name, note, run)) }

// MARK: Views: fitting seed 001's tweet cell

/// Seed 001's cell content with text, media and the "retweeted by" row (Demos' `retweet-media`).
let tweetCell = DemoCells.make("retweet-media")!
let fitWidths: [CGFloat] = [320, 375, 414, 390]
@MainActor func fitTweetCell(_ k: Int) -> Double {
    Double(tweetCell.systemLayoutSizeFitting(CGSize(width: fitWidths[k % 4], height: 0),
                                             withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel).height)
}
/// Every active constraint of the cell's hierarchy, stack views' own included.
@MainActor func allConstraints(_ view: View) -> [LayoutConstraint] {
    view.constraints + view.subviews.flatMap(allConstraints)
}
let viewScenarios: [(String, String, @MainActor () -> String)] = [
    ("(v1) fit a tweet cell at a new width, warm", "goal ≤ 20 µs (seed 001: text, media, retweet row)",
     { perCall(2_000, fitTweetCell) }),
    ("(v2) the same, constraints rebuilt", "each replaced by a new copy before the fit",
     { perCall(500) { k in
         let constraints = allConstraints(tweetCell)
         LayoutConstraint.deactivate(constraints)
         LayoutConstraint.activate(constraints.map { c in
             let copy = LayoutConstraint(item: c.firstItem, attribute: c.firstAttribute, relatedBy: c.relation,
                                         toItem: c.secondItem, attribute: c.secondAttribute,
                                         multiplier: c.multiplier, constant: c.constant)
             copy.priority = c.priority
             return copy
         })
         return fitTweetCell(k)
     } }),
]
for (name, note, run) in viewScenarios { scenarios.append((name, note, run)) }
print("tweet cell heights at 320/375/414:", (0..<3).map(fitTweetCell))

for (name, note, run) in tableScenarios { scenarios.append((name, note, run)) }
for (name, note, run) in previewScenarios { scenarios.append((name, note, run)) }

for (name, note, run) in scenarios where enabled(name) {
    report(name, try run(), note)
}
report("peak memory", String(format: "%.0f MiB", peakMemoryMiB()))
if sink.isNaN { print(sink) }

// MARK: Declarative: seed 000's ComplicatedCellView laid out by proposals (DeclarativeBenchmarks.swift)

print("complicated cell (declarative) heights at 320/375/414:", declarativeHeights())
for (name, note, run) in declarativeScenarios() where enabled(name) {
    report(name, run(), note)
}
