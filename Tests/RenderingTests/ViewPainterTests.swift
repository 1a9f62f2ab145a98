import CellsTestSupport
import Foundation
import Testing
import Typesetting
import Views
@testable import Rendering

@Suite("Drawing views")
struct ViewPainterTests {
    @Test("A red 10×10 view at (5, 5) is red exactly on its pixels", arguments: [1, 2, 3] as [CGFloat])
    func redSquare(scale: CGFloat) throws {
        let root = whiteRoot(30, 30)
        box(CGRect(x: 5, y: 5, width: 10, height: 10), .red, in: root)
        let bitmap = try Renderer(scale: scale).bitmap(of: root)
        #expect(bitmap.pixelWidth == Int(30 * scale) && bitmap.pixelHeight == Int(30 * scale))
        let inside = Int(5 * scale)..<Int(15 * scale)
        var wrong = 0
        for y in 0..<bitmap.pixelHeight {
            for x in 0..<bitmap.pixelWidth {
                let expected = inside.contains(x) && inside.contains(y) ? red : white
                if bitmap.pixel(x: x, y: y) != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test("A root without background is transparent")
    func transparentRoot() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(try Renderer(scale: 1).bitmap(of: root).pixel(x: 1, y: 1).alpha == 0)
    }

    @Test("Subviews are drawn in their superview's coordinates")
    func nestedOrigins() throws {
        let root = whiteRoot(40, 40)
        let parent = box(CGRect(x: 10, y: 10, width: 20, height: 20), .white, in: root)
        box(CGRect(x: 5, y: 5, width: 5, height: 5), .red, in: parent)
        let bitmap = try Renderer(scale: 1).bitmap(of: root)
        #expect(bitmap.pixel(x: 15, y: 15) == red)
        #expect(bitmap.pixel(x: 19, y: 19) == red)
        #expect(bitmap.pixel(x: 20, y: 20) == white)
        #expect(bitmap.pixel(x: 14, y: 14) == white)
    }

    @Test("Masks to bounds clips subviews to the rounded corners; without it they overflow")
    func roundedMask() throws {
        for clips in [true, false] {
            let root = whiteRoot(40, 40)
            let container = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            container.layer.cornerRadius = 12
            container.clipsToBounds = clips
            root.addSubview(container)
            box(container.bounds, .red, in: container)
            let bitmap = try Renderer(scale: 2).bitmap(of: root)
            #expect(bitmap.pixel(at: CGPoint(x: 20, y: 20)) == red)
            #expect(bitmap.pixel(at: CGPoint(x: 0.5, y: 0.5)) == (clips ? white : red))
            #expect(bitmap.pixel(at: CGPoint(x: 39.5, y: 39.5)) == (clips ? white : red))
            // On the edge's middle the rounding does not reach.
            #expect(bitmap.pixel(at: CGPoint(x: 0.5, y: 20)) == red)
        }
    }

    @Test("A rounded background leaves its corners to what lies below")
    func roundedBackground() throws {
        let root = whiteRoot(20, 20)
        let view = box(root.bounds, .red, in: root)
        view.layer.cornerRadius = 10
        let bitmap = try Renderer(scale: 1).bitmap(of: root)
        #expect(bitmap.pixel(x: 0, y: 0) == white)
        #expect(bitmap.pixel(x: 10, y: 10) == red)
    }

    @Test("A border is drawn inside the bounds, above the subviews")
    func border() throws {
        let root = whiteRoot(20, 20)
        let view = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        view.layer.borderWidth = 2
        view.layer.borderColor = .blue
        root.addSubview(view)
        box(view.bounds, .red, in: view)
        let bitmap = try Renderer(scale: 1).bitmap(of: root)
        let blue = RGBA(red: 0, green: 0, blue: 1)
        #expect(bitmap.pixel(x: 5, y: 5) == blue)
        #expect(bitmap.pixel(x: 6, y: 10) == blue)
        #expect(bitmap.pixel(x: 7, y: 10) == red)
        #expect(bitmap.pixel(x: 4, y: 10) == white)
    }

    @Test("Alpha 0.5 blends with what lies below")
    func halfAlpha() throws {
        let root = whiteRoot(10, 10)
        box(root.bounds, .red, in: root).alpha = 0.5
        let pixel = try Renderer(scale: 1).bitmap(of: root).pixel(x: 5, y: 5)
        #expect(matches(pixel, RGBA(red: 1, green: 0.5, blue: 0.5), tolerance: 2 / 255))
    }

    @Test("Alpha is group opacity: overlapping subviews do not show through each other")
    func groupOpacity() throws {
        let root = whiteRoot(20, 10)
        let group = View(frame: root.bounds)
        group.alpha = 0.5
        root.addSubview(group)
        box(CGRect(x: 0, y: 0, width: 15, height: 10), .red, in: group)
        box(CGRect(x: 5, y: 0, width: 15, height: 10), .blue, in: group)
        let bitmap = try Renderer(scale: 1).bitmap(of: root)
        // Blue over red, then the whole at half: the red below the overlap does not show.
        #expect(matches(bitmap.pixel(x: 10, y: 5), RGBA(red: 0.5, green: 0.5, blue: 1), tolerance: 2 / 255))
        #expect(matches(bitmap.pixel(x: 2, y: 5), RGBA(red: 1, green: 0.5, blue: 0.5), tolerance: 2 / 255))
    }

    @Test("Hidden views and views with alpha 0 draw nothing, nor do their subviews")
    func hidden() throws {
        let root = whiteRoot(20, 20)
        let hidden = box(root.bounds, .red, in: root)
        hidden.isHidden = true
        box(CGRect(x: 0, y: 0, width: 5, height: 5), .blue, in: hidden)
        box(root.bounds, .red, in: root).alpha = 0
        #expect(inkBounds(try Renderer(scale: 1).bitmap(of: root)) == nil)
    }

    @Test("Semantic colours follow each view's light or dark appearance")
    func darkMode() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        root.backgroundColor = .systemBackground
        let right = box(CGRect(x: 10, y: 0, width: 10, height: 10), .systemBlue, in: root)
        let light = try Renderer(scale: 1).bitmap(of: root)
        #expect(light.pixel(x: 2, y: 2) == white)
        #expect(matches(light.pixel(x: 15, y: 5), Color.systemBlue.light))
        root.traitOverrides.userInterfaceStyle = .dark
        let dark = try Renderer(scale: 1).bitmap(of: root)
        #expect(dark.pixel(x: 2, y: 2) == RGBA(red: 0, green: 0, blue: 0))
        #expect(matches(dark.pixel(x: 15, y: 5), RGBA(red: 10 / 255, green: 132 / 255, blue: 1)))
        // A subtree can be dark on its own.
        root.traitOverrides.userInterfaceStyle = .light
        right.backgroundColor = .systemBackground
        right.traitOverrides.userInterfaceStyle = .dark
        let mixed = try Renderer(scale: 1).bitmap(of: root)
        #expect(mixed.pixel(x: 2, y: 2) == white)
        #expect(mixed.pixel(x: 15, y: 5) == RGBA(red: 0, green: 0, blue: 0))
    }

    @Test("The renderer does not lay out: frames are drawn as they are")
    func noLayout() throws {
        let root = whiteRoot(20, 20)
        let child = box(CGRect(x: 0, y: 0, width: 5, height: 5), .red, in: root)
        child.translatesAutoresizingMaskIntoConstraints = false
        child.widthAnchor.constraint(equalToConstant: 15).isActive = true
        _ = try Renderer(scale: 1).bitmap(of: root)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test("The debug overlay outlines frames and marks baselines")
    func debugOverlay() throws {
        let root = whiteRoot(100, 40)
        let label = Label(text: "Baseline")
        label.frame = CGRect(x: 10, y: 5, width: 80, height: 30)
        root.addSubview(label)
        let plain = try Renderer(scale: 2).bitmap(of: root)
        let overlaid = try Renderer(scale: 2, debugOverlay: true).bitmap(of: root)
        // The label's frame edge: white without the overlay, outlined with it.
        #expect(plain.pixel(at: CGPoint(x: 10.2, y: 20)) == white)
        #expect(overlaid.pixel(at: CGPoint(x: 10.2, y: 20)) != white)
        // The first baseline is marked across the label's width, right of the text.
        let baseline = 5 + PlacedText(label)!.baselines.first
        #expect(plain.pixel(at: CGPoint(x: 85, y: baseline)) == white)
        #expect(overlaid.pixel(at: CGPoint(x: 85, y: baseline)) != white)
    }

    @Test("Several threads render different trees at once, as they would one by one")
    func concurrentRenders() async throws {
        @Sendable func render(_ index: Int) throws -> [UInt32] {
            let root = whiteRoot(160, 60)
            let label = Label(text: "Cell number \(index) draws its own text")
            label.numberOfLines = 0
            label.frame = CGRect(x: 8, y: 8, width: 144, height: 44)
            root.addSubview(label)
            let avatar = ImageView(image: .initials(for: "User \(index)", side: 20))
            avatar.frame = CGRect(x: 130, y: 30, width: 20, height: 20)
            root.addSubview(avatar)
            return try Renderer(scale: 2).bitmap(of: root).words
        }
        let serial = try (0..<6).map(render)
        let concurrent = try await withThrowingTaskGroup(of: (Int, [UInt32]).self) { group in
            for index in 0..<6 { group.addTask { (index, try render(index)) } }
            var results = [[UInt32]](repeating: [], count: 6)
            for try await (index, words) in group { results[index] = words }
            return results
        }
        #expect(concurrent == serial)
    }
}
