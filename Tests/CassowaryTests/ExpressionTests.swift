import Testing
@testable import Cassowary

@Suite struct ExpressionTests {
    let x = Variable("x"), y = Variable("y")

    @Test func operatorsBuildTermsAndConstant() {
        let e = 2 * x + y - 10
        #expect(e.terms.map(\.coefficient) == [2, 1])
        #expect(e.terms.map(\.variable.id) == [x.id, y.id])
        #expect(e.constant == -10)
        #expect(e.description == "2*x + y - 10")
    }

    @Test func subtractionAndDivisionScaleEveryTerm() {
        let e = (x - 3 * y + 4) / 2
        #expect(e.terms.map(\.coefficient) == [0.5, -1.5])
        #expect(e.constant == 2)
        #expect((-x).terms.map(\.coefficient) == [-1])
        #expect((10 - x).constant == 10)
    }

    @Test func constraintMovesEverythingToTheLeft() {
        let c = x + 10 <= 2 * y
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.expression.description == "x - 2*y + 10")
        #expect(c.strength == .required)
        let weak = c.withStrength(250)
        #expect(weak.strength.rawValue == 250)
        #expect(weak !== c)
        #expect(weak.description == "x - 2*y + 10 <= 0 @250")
    }

    @Test func variablesAreValuesWithUniqueIdentity() {
        let copy = x
        #expect(copy.id == x.id)
        #expect(Variable("x").id != x.id)
        #expect(Set([x, copy, y].map(\.id)).count == 2)
        // `==` on variables makes a constraint, not a Bool.
        let c = x == y
        #expect(c.relation == .equal)
    }
}
