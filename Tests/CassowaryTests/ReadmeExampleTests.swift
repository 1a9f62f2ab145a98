import Testing
import Cassowary

/// The example in README.md, so that it stays true.
@Test func readmeExample() throws {
    let solver = Solver()
    let width = Variable("width"), title = Variable("title.width"), date = Variable("date.width")
    try solver.add(title + 8 + date <= width - 32)
    try solver.add(title >= 0)
    try solver.add((title == 250).withStrength(250))
    try solver.add((date == 80).withStrength(750))
    try solver.addEditVariable(width, strength: 999)
    try solver.suggestValue(320, for: width)
    #expect(solver.value(of: title) == 200)
    #expect(solver.value(of: date) == 80)
    try solver.suggestValue(414, for: width)
    #expect(solver.value(of: title) == 250)
}
