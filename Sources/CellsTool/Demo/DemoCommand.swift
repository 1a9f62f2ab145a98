import ArgumentParser
import Cassowary
import Text

/// `cells demo`: the product's main job. For now it lays out a sample table cell
/// with the constraint solver at three widths, re-solving through an edit variable,
/// with the body's height measured by the text engine at the width it gets.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Lay out a sample self-sizing cell at several widths and print its frames."
    )

    func run() throws {
        let cell = SampleCell()
        let solver = Solver()
        try solver.add(cell.constraints)
        try solver.addEditVariable(cell.width, strength: 999)
        try solver.addEditVariable(cell.bodyHeight, strength: 999)
        print("A cell: 16/11 margins, a 48×48 avatar, a one-line title, and a wrapping body in the")
        print("body text style (\(cell.bodyFont)), measured by the text engine at the width it gets.")
        for width in [320.0, 375, 414] {
            try solver.suggestValue(width, for: cell.width)
            // Height for width: the body's height depends on the width it gets.
            let bodyWidth = solver.value(of: cell.body.width)
            try solver.suggestValue(cell.bodyHeight(forWidth: bodyWidth), for: cell.bodyHeight)
            print("")
            let lines = cell.bodyLayout(forWidth: bodyWidth).lineCount
            print("width \(JSON.format(width)) → height \(JSON.format(solver.value(of: cell.height))) (body: \(lines) lines)")
            for frame in cell.frames {
                let values = [frame.x, frame.y, frame.width, frame.height].map { JSON.format(solver.value(of: $0)) }
                print("  \(frame.name.padding(toLength: 8, withPad: " ", startingAt: 0)) x \(values[0]) y \(values[1]) w \(values[2]) h \(values[3])")
            }
        }
    }
}

/// The variables of one rectangle.
struct FrameVariables {
    let name: String
    let x, y, width, height: Variable

    init(_ name: String) {
        self.name = name
        x = Variable("\(name).x")
        y = Variable("\(name).y")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    var maxX: Expression { x + width }
    var maxY: Expression { y + height }
}

/// A timeline-style cell written directly as solver constraints.
struct SampleCell {
    let width = Variable("cell.width")
    let height = Variable("cell.height")
    let bodyHeight = Variable("body.intrinsicHeight")
    let avatar = FrameVariables("avatar")
    let title = FrameVariables("title")
    let body = FrameVariables("body")
    let text = "Self-sizing cells get their height from Auto Layout: pin the content to the edges and let the text wrap."
    let titleFont = Font.preferredFont(forTextStyle: .headline)
    let bodyFont = Font.preferredFont(forTextStyle: .body)

    var frames: [FrameVariables] { [avatar, title, body] }

    var constraints: [Constraint] {
        [
            avatar.x == 16, avatar.y == 11, avatar.width == 48, avatar.height == 48,
            title.x == avatar.maxX + 8, title.y == 11, title.height == titleFont.lineHeight.rounded(.up),
            title.maxX <= width - 16, (title.width == 200).withStrength(250), title.width >= 0,
            body.x == title.x, body.y == title.maxY + 4, body.maxX == width - 16,
            (body.height == bodyHeight).withStrength(750), body.height >= 0,
            height >= avatar.maxY + 11, height >= body.maxY + 11,
            // Fitting pulls the height down to the smallest that satisfies the rest.
            (height == 0).withStrength(50),
        ]
    }

    func bodyLayout(forWidth width: Double) -> TextLayout {
        TextLayout(AttributedText(text, font: bodyFont), width: width, scale: 3)
    }

    func bodyHeight(forWidth width: Double) -> Double { bodyLayout(forWidth: width).size.height }
}
