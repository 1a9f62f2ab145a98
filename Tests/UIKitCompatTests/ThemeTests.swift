import Foundation
import Rendering
import Testing
import UIKitCompat

private func components(_ color: UIColor) -> [CGFloat] {
    var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a]
}

@Suite struct ThemeTests {
    @Test func fixedPaletteHasUIKitsComponents() {
        #expect(components(.black) == [0, 0, 0, 1])
        let third: CGFloat = 1.0 / 3, twoThirds: CGFloat = 2.0 / 3
        #expect(components(.darkGray) == [third, third, third, 1])
        #expect(components(.lightGray) == [twoThirds, twoThirds, twoThirds, 1])
        #expect(components(.white) == [1, 1, 1, 1])
        #expect(components(.gray) == [0.5, 0.5, 0.5, 1])
        #expect(components(.red) == [1, 0, 0, 1])
        #expect(components(.green) == [0, 1, 0, 1])
        #expect(components(.blue) == [0, 0, 1, 1])
        #expect(components(.cyan) == [0, 1, 1, 1])
        #expect(components(.yellow) == [1, 1, 0, 1])
        #expect(components(.magenta) == [1, 0, 1, 1])
        #expect(components(.orange) == [1, 0.5, 0, 1])
        #expect(components(.purple) == [0.5, 0, 0.5, 1])
        #expect(components(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(components(.clear) == [0, 0, 0, 0])
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.darkGray.getWhite(&white, alpha: &alpha) && white == third && alpha == 1)
        #expect(!UIColor.orange.getWhite(&white, alpha: &alpha))
    }

    @Test func systemColoursFollowTheAppearance() {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        func rgb(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
            let c = color.resolvedColor(with: traits)
            return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
        }
        #expect(rgb(.systemRed, light) == [255, 59, 48])
        #expect(rgb(.systemRed, dark) == [255, 69, 58])
        #expect(rgb(.systemBlue, light) == [0, 122, 255])
        #expect(rgb(.systemBlue, dark) == [10, 132, 255])
        #expect(rgb(.systemGray6, light) == [242, 242, 247])
        #expect(rgb(.systemGray6, dark) == [28, 28, 30])
        #expect(rgb(.label, dark) == [255, 255, 255])
        #expect(rgb(.systemBackground, dark) == [0, 0, 0])
        #expect(rgb(.secondarySystemBackground, light) == [242, 242, 247])
        #expect(rgb(.systemGroupedBackground, light) == [242, 242, 247])
        #expect(UIColor.secondaryLabel.resolvedColor(with: light).alpha == 0.6)
        #expect(UIColor.tertiaryLabel.resolvedColor(with: dark).alpha == 0.3)
        #expect(rgb(.separator, light) == [60, 60, 67])
        #expect(rgb(.link, light) == [0, 122, 255])
        #expect(UIColor.tintColor == .systemBlue)
    }

    @Test func themeColoursMadeTheUIKitWays() {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(components(Theme.brand) == [0.2, 0.4, 0.8, 1])
        #expect(components(Theme.brandFaded) == [0.2, 0.4, 0.8, 0.5])
        #expect(Theme.cardBackground.resolvedColor(with: light) == RGBA.white)
        #expect(Theme.cardBackground.resolvedColor(with: dark) == RGBA(red: 0.1, green: 0.1, blue: 0.1))
        let orangeGreen: CGFloat = 149.0 / 255
        #expect(components(.accentOrange) == [1, orangeGreen, 0, 1])
        #expect(UIColor.accentOrange.withAlphaComponent(0.25).alpha == 0.25)
        let hsb = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
        #expect(components(hsb) == [0, 1, 1, 1])
        // cgColor goes where Core Animation takes CGColor, and back.
        let view = UIView()
        view.layer.borderColor = Theme.brand.cgColor
        view.layer.shadowColor = UIColor.black.cgColor
        #expect(UIColor(cgColor: view.layer.borderColor!) == Theme.brand)
        let darkRed = UIColor(red: 1, green: 69.0 / 255, blue: 58.0 / 255, alpha: 1)
        #expect(UIColor.systemRed.resolvedColor(with: dark).cgColor == darkRed)
    }

    @Test func dynamicColoursRenderInTheViewsAppearance() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let lightHalf = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let darkHalf = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        lightHalf.backgroundColor = Theme.cardBackground
        darkHalf.backgroundColor = Theme.cardBackground
        darkHalf.traitOverrides.userInterfaceStyle = .dark
        root.addSubview(lightHalf)
        root.addSubview(darkHalf)
        let bitmap = try Renderer(scale: 1).bitmap(of: root)
        #expect(bitmap.pixel(x: 10, y: 10) == RGBA.white)
        let darkPixel = bitmap.pixel(x: 30, y: 10)
        #expect(abs(darkPixel.red - 0.1) < 1.0 / 255 && abs(darkPixel.blue - 0.1) < 1.0 / 255)
    }

    @Test func badgeDrawsItsBezierPathsInDraw() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let badge = BadgeView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(badge)
        #expect(!badge.isOpaque)
        #expect(badge.contentMode == .redraw)
        badge.setNeedsDisplay()
        #expect(badge.needsDisplay)
        let bitmap = try Renderer(scale: 2).bitmap(of: root)
        let red = UIColor.systemRed.resolvedColor(with: root.traitCollection)
        // Inside the circle, away from the tick: system red.
        let inside = bitmap.pixel(at: CGPoint(x: 10 + 10, y: 10 + 4))
        #expect(abs(inside.red - red.red) < 0.01 && abs(inside.green - red.green) < 0.01)
        // On the tick's stroke (2 wide, from (5,10) to (9,14)): white.
        let tick = bitmap.pixel(at: CGPoint(x: 10 + 7, y: 10 + 12))
        #expect(tick.red > 0.95 && tick.green > 0.95 && tick.blue > 0.95)
        // Outside the circle, in the badge's corner: the root's white, the badge being clear.
        #expect(bitmap.pixel(at: CGPoint(x: 10.5, y: 10.5)) == RGBA.white)
        // The path's box and elements.
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(oval.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 50)
        #expect(rounded.cgPath.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 20))
    }
}
