import CellsTestSupport
import Foundation
import Testing
import Typesetting
import Views
@testable import Rendering

/// A view that draws its own content, as a UIKit subclass overriding `draw(_:)` does.
final class BadgeView: View {
    override func draw(_ rect: CGRect) {
        guard let context = currentGraphicsContext() else { return }
        context.fill(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height), with: .systemRed)
        context.draw(AttributedText("Hi", font: .systemFont(ofSize: 17)), in: rect.insetBy(dx: 2, dy: 2))
    }
}

@Suite struct DrawHookTests {
    /// The renderer calls `draw(_:)` after the background, in the view's coordinates.
    @Test func drawOverrideIsCalledByTheRenderer() throws {
        let root = whiteRoot(40, 20)
        let badge = BadgeView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        root.addSubview(badge)
        root.layoutIfNeeded()
        let bitmap = try Renderer(scale: 1).bitmap(of: root)
        #expect(matches(bitmap.pixel(x: 22, y: 18), Color.systemRed.light))
        #expect(matches(bitmap.pixel(x: 5, y: 10), .white))
        // Text drawn on the right half: some dark ink there.
        let ink = inkBounds(bitmap, background: .white)
        #expect(ink != nil)
    }

    /// Outside a renderer's call there is no current context.
    @Test func noContextOutsideDrawing() {
        #expect(currentGraphicsContext() == nil)
    }
}
