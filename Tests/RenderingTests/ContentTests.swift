import CellsTestSupport
import Foundation
import Testing
import Typesetting
import Views
@testable import Rendering

@Suite("Drawing content")
struct ContentTests {
    // MARK: Text

    @Test("A label's ink lies inside its frame")
    func labelInk() throws {
        let root = whiteRoot(200, 60)
        let label = Label(text: "Hello, world — the text engine")
        label.frame = CGRect(x: 10, y: 10, width: 180, height: 30)
        root.addSubview(label)
        let bitmap = try Renderer(scale: 2).bitmap(of: root)
        let ink = try #require(inkBounds(bitmap))
        #expect(ink.minX >= 20 && ink.minY >= 20 && ink.maxX < 380 && ink.maxY < 80)
        // Text, not a smudge: it spans most of the measured width.
        let width = CGFloat(PlacedText(label)!.layout.size.width)
        #expect(CGFloat(ink.maxX - ink.minX) > (width - 4) * 2)
    }

    @Test("A label taller than its text centres it vertically")
    func labelCentredVertically() throws {
        let root = whiteRoot(100, 100)
        let label = Label(text: "Middle")
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSubview(label)
        let placed = try #require(PlacedText(label))
        let height = CGFloat(placed.layout.size.height)
        #expect(abs(placed.origin.y - (100 - height) / 2) <= 1.0 / 3 + 0.001)
        let ink = try #require(inkBounds(try Renderer(scale: 1).bitmap(of: root)))
        #expect(ink.minY > 30 && ink.maxY < 70)
    }

    @Test("A multi-line label draws the lines it measured at its width")
    func labelUsesMeasuredLayout() throws {
        let label = Label(text: "A longer text that wraps over several lines at this width")
        label.numberOfLines = 0
        label.frame = CGRect(x: 0, y: 0, width: 120, height: 200)
        let measured = try #require(label.textLayout(width: 120))
        let placed = try #require(PlacedText(label))
        #expect(placed.layout == measured)
        #expect(placed.layout.lineCount > 1)
    }

    @Test("A single-line label narrower than its text draws it truncated at its width")
    func labelTruncates() throws {
        let label = Label(text: "A single line much wider than its label")
        label.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        let placed = try #require(PlacedText(label))
        #expect(placed.layout.isTruncated)
        #expect(placed.layout.size.width <= 60)
    }

    @Test("A text view's text lies inside its container insets and line fragment padding")
    func textView() throws {
        let root = whiteRoot(200, 100)
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "Text views wrap their text inside insets, like a chat bubble's body."
        root.addSubview(textView)
        textView.layoutSubviews()
        let ink = try #require(inkBounds(try Renderer(scale: 1).bitmap(of: root)))
        // 8 points above and below, 5 points of padding each side.
        #expect(ink.minX >= 5 && ink.maxX < 195 && ink.minY >= 8 && ink.maxY < 92)
        // From the top of the container, not centred in it.
        #expect(ink.minY < 16)
    }

    @Test("A button's title is drawn in its tint colour")
    func buttonTitle() throws {
        let root = whiteRoot(120, 44)
        let button = Button(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        button.setTitle("Follow", for: .normal)
        root.addSubview(button)
        button.layoutSubviews()
        let bitmap = try Renderer(scale: 2).bitmap(of: root)
        var blue = 0, other = 0
        for y in 0..<bitmap.pixelHeight {
            for x in 0..<bitmap.pixelWidth {
                let pixel = bitmap.pixel(x: x, y: y)
                if matches(pixel, Color.systemBlue.light, tolerance: 2 / 255) { blue += 1 }
                // Antialiased edges are blue over white: the coverage read from red predicts green and blue.
                else if pixel != white {
                    let coverage = 1 - pixel.red
                    let expected = RGBA(red: pixel.red, green: 1 - coverage * (1 - Color.systemBlue.light.green), blue: 1)
                    if !matches(pixel, expected, tolerance: 4 / 255) { other += 1 }
                }
            }
        }
        #expect(blue > 40)
        #expect(other == 0)
    }

    // MARK: Images

    /// A 60×40 white root with an image view at (10, 10), 40×20, showing a 10×10-point
    /// template image tinted pure red, so where it lies is exactly the red pixels.
    private func imageBitmap(_ mode: ContentMode, imageSize: CGSize = CGSize(width: 10, height: 10),
                             clips: Bool = false) throws -> Bitmap
    {
        let root = whiteRoot(60, 40)
        let image = Image.gradient(seed: "photo", pixelSize: CGSize(width: imageSize.width * 2, height: imageSize.height * 2),
                                   scale: 2).withRenderingMode(.alwaysTemplate)
        let imageView = ImageView(image: image)
        imageView.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        imageView.contentMode = mode
        imageView.tintColor = .red
        imageView.clipsToBounds = clips
        root.addSubview(imageView)
        return try Renderer(scale: 1).bitmap(of: root)
    }

    private func redBounds(_ bitmap: Bitmap) -> CGRect? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<bitmap.pixelHeight {
            for x in 0..<bitmap.pixelWidth where bitmap.pixel(x: x, y: y) == red {
                xs.append(x)
                ys.append(y)
            }
        }
        guard let minX = xs.min(), let minY = ys.min() else { return nil }
        return CGRect(x: minX, y: minY, width: xs.max()! - minX + 1, height: ys.max()! - minY + 1)
    }

    @Test("Content modes place the image", arguments: [
        (ContentMode.scaleToFill, CGRect(x: 10, y: 10, width: 40, height: 20)),
        (.scaleAspectFit, CGRect(x: 20, y: 10, width: 20, height: 20)),
        (.center, CGRect(x: 25, y: 15, width: 10, height: 10)),
        (.top, CGRect(x: 25, y: 10, width: 10, height: 10)),
        (.bottom, CGRect(x: 25, y: 20, width: 10, height: 10)),
        (.left, CGRect(x: 10, y: 15, width: 10, height: 10)),
        (.right, CGRect(x: 40, y: 15, width: 10, height: 10)),
        (.topLeft, CGRect(x: 10, y: 10, width: 10, height: 10)),
        (.topRight, CGRect(x: 40, y: 10, width: 10, height: 10)),
        (.bottomLeft, CGRect(x: 10, y: 20, width: 10, height: 10)),
        (.bottomRight, CGRect(x: 40, y: 20, width: 10, height: 10)),
    ])
    func contentModes(mode: ContentMode, expected: CGRect) throws {
        #expect(redBounds(try imageBitmap(mode)) == expected)
    }

    @Test("Aspect fill overflows the bounds unless clipped")
    func aspectFill() throws {
        // A 10×10 image filling 40×20 becomes 40×40, centred: 10 points over each edge.
        #expect(redBounds(try imageBitmap(.scaleAspectFill)) == CGRect(x: 10, y: 0, width: 40, height: 40))
        #expect(redBounds(try imageBitmap(.scaleAspectFill, clips: true)) == CGRect(x: 10, y: 10, width: 40, height: 20))
    }

    @Test("Content mode rectangles")
    func imageRects() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let size = CGSize(width: 20, height: 10)
        #expect(ContentMode.scaleAspectFit.imageRect(for: size, in: bounds) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(ContentMode.scaleAspectFill.imageRect(for: CGSize(width: 10, height: 10), in: bounds)
            == CGRect(x: 0, y: -25, width: 100, height: 100))
        #expect(ContentMode.bottomRight.imageRect(for: size, in: bounds) == CGRect(x: 80, y: 40, width: 20, height: 10))
    }

    @Test("A template image is painted in the tint colour; an original one keeps its colours")
    func templateTint() throws {
        for template in [true, false] {
            let root = whiteRoot(20, 20)
            var image = Image.gradient(seed: "tint", pixelSize: CGSize(width: 20, height: 20))
            if template { image = image.withRenderingMode(.alwaysTemplate) }
            let imageView = ImageView(image: image)
            imageView.frame = root.bounds
            imageView.tintColor = .systemPurple
            root.addSubview(imageView)
            let pixel = try Renderer(scale: 1).bitmap(of: root).pixel(x: 10, y: 10)
            #expect(matches(pixel, Color.systemPurple.light) == template)
        }
    }

    @Test("A system symbol is drawn in the tint colour, fitted to the image view")
    func symbolTint() throws {
        let root = whiteRoot(24, 24)
        let imageView = ImageView(image: Image(systemName: "ellipsis", pointSize: 24))
        imageView.frame = root.bounds
        imageView.tintColor = .systemRed
        root.addSubview(imageView)
        let bitmap = try Renderer(scale: 3).bitmap(of: root)
        #expect(bitmap.diagnostics.isEmpty)
        // The dots' centres on the 24-unit grid: (5, 12), (12, 12), (19, 12).
        for x in [5.0, 12, 19] { #expect(matches(bitmap.pixel(at: CGPoint(x: x, y: 12)), Color.systemRed.light)) }
        #expect(bitmap.pixel(at: CGPoint(x: 8.5, y: 12)) == white)
        #expect(bitmap.pixel(at: CGPoint(x: 12, y: 4)) == white)
    }

    @Test("Every known symbol draws ink without diagnostics")
    func allSymbols() throws {
        let required = ["arrow.2.squarepath", "chevron.right", "checkmark", "person.crop.circle", "heart", "bubble.left",
                        "square.and.arrow.up", "ellipsis", "star", "wifi", "bell", "gear", "moon", "airplane",
                        "textformat.size"]
        #expect(Set(required).isSubset(of: Set(Symbols.names)))
        for name in Symbols.names {
            let root = whiteRoot(30, 30)
            let imageView = ImageView(image: Image(systemName: name, pointSize: 30))
            imageView.frame = root.bounds
            root.addSubview(imageView)
            let bitmap = try Renderer(scale: 1).bitmap(of: root)
            #expect(bitmap.diagnostics.isEmpty, "\(name)")
            #expect(inkBounds(bitmap) != nil, "\(name)")
        }
    }

    @Test("An unknown symbol draws a placeholder and reports its name")
    func unknownSymbol() throws {
        let root = whiteRoot(20, 20)
        let imageView = ImageView(image: Image(systemName: "no.such.symbol", pointSize: 20))
        imageView.frame = root.bounds
        imageView.accessibilityIdentifier = "icon"
        root.addSubview(imageView)
        let bitmap = try Renderer(scale: 2).bitmap(of: root)
        #expect(bitmap.diagnostics.count == 1)
        #expect(bitmap.diagnostics.first?.view == "icon")
        #expect(bitmap.diagnostics.first?.message.contains("no.such.symbol") == true)
        // The placeholder's red outline.
        #expect(matches(bitmap.pixel(at: CGPoint(x: 0.5, y: 10)), Color.systemRed.light))
    }

    @Test("A PNG file is read and drawn; a missing or corrupt one draws a placeholder and names its path")
    func pngFiles() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A real PNG: a 4×2-point red view rendered at 2×.
        let source = whiteRoot(4, 2)
        source.backgroundColor = .red
        let path = directory + "/red.png"
        try Renderer(scale: 2).render(source, to: path)
        let image = try #require(Image(contentsOfFile: path, scale: 2))
        #expect(image.pixelSize == CGSize(width: 8, height: 4))
        #expect(image.size == CGSize(width: 4, height: 2))

        let corrupt = directory + "/corrupt.png"
        try Data("not a png at all, just text that is long enough".utf8).write(to: URL(fileURLWithPath: corrupt))
        #expect(Image(contentsOfFile: corrupt) == nil)
        let missing = directory + "/missing.png"
        #expect(Image(contentsOfFile: missing) == nil)

        let root = whiteRoot(30, 10)
        for (index, file) in [path, missing, corrupt].enumerated() {
            let imageView = ImageView(image: Image(contentsOfFile: file, pixelSize: CGSize(width: 8, height: 4), scale: 2))
            imageView.frame = CGRect(x: index * 10, y: 0, width: 10, height: 10)
            root.addSubview(imageView)
        }
        let bitmap = try Renderer(scale: 1).bitmap(of: root)
        #expect(bitmap.pixel(x: 5, y: 5) == red)
        #expect(bitmap.diagnostics.count == 2)
        #expect(bitmap.diagnostics.contains { $0.message.contains(missing) && $0.message.contains("does not exist") })
        #expect(bitmap.diagnostics.contains { $0.message.contains(corrupt) })
        #expect(bitmap.pixel(x: 15, y: 5) != white)
    }

    @Test("Initials avatars: initials and colour derived from the name, the same in every run")
    func avatars() throws {
        #expect(Placeholders.initials(of: "App Store") == "AS")
        #expect(Placeholders.initials(of: "@AppleArcade") == "A")
        #expect(Placeholders.initials(of: "Ada King Lovelace") == "AL")
        #expect(Placeholders.initials(of: "  ") == "?")
        #expect(Placeholders.stableHash("") == 0xcbf2_9ce4_8422_2325)
        #expect(Placeholders.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
        let root = whiteRoot(40, 40)
        let avatar = ImageView(image: .initials(for: "App Store", side: 40))
        avatar.frame = root.bounds
        root.addSubview(avatar)
        let bitmap = try Renderer(scale: 2).bitmap(of: root)
        let expected = Placeholders.avatarColor(for: "App Store")
        #expect(matches(bitmap.pixel(at: CGPoint(x: 20, y: 4)), expected))
        #expect(bitmap.pixel(at: CGPoint(x: 1, y: 1)) == white)
        // White initials in the middle.
        var whiteInside = 0
        for y in 30..<50 { for x in 20..<60 where matches(bitmap.pixel(x: x, y: y), white, tolerance: 3 / 255) { whiteInside += 1 } }
        #expect(whiteInside > 20)
    }

    @Test("Gradient media run diagonally between two colours derived from the seed")
    func gradients() throws {
        let (start, end) = Placeholders.gradientColors(seed: "media")
        #expect(Placeholders.gradientColors(seed: "media") == (start, end))
        #expect(start != end)
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let media = ImageView(image: .gradient(seed: "media", pixelSize: CGSize(width: 100, height: 50)))
        media.frame = root.bounds
        root.addSubview(media)
        let bitmap = try Renderer(scale: 1).bitmap(of: root)
        #expect(matches(bitmap.pixel(x: 0, y: 0), start, tolerance: 4 / 255))
        #expect(matches(bitmap.pixel(x: 99, y: 49), end, tolerance: 4 / 255))
    }

    // MARK: Controls

    @Test("A switch: green track with the knob right when on, grey with the knob left when off")
    func switches() throws {
        for isOn in [true, false] {
            let root = whiteRoot(51, 31)
            let toggle = Switch()
            toggle.isOn = isOn
            root.addSubview(toggle)
            let bitmap = try Renderer(scale: 2).bitmap(of: root)
            let trackSide = CGPoint(x: isOn ? 5 : 46, y: 15.5)
            let knob = CGPoint(x: isOn ? 37.5 : 13.5, y: 15.5)
            #expect(matches(bitmap.pixel(at: knob), white))
            if isOn {
                #expect(matches(bitmap.pixel(at: trackSide), Color.systemGreen.light))
            } else {
                let pixel = bitmap.pixel(at: trackSide)
                #expect(pixel.red < 0.95 && pixel.red > 0.85 && abs(pixel.red - pixel.blue) < 0.03)
            }
        }
    }

    @Test("A slider fills its track in blue up to the knob")
    func slider() throws {
        let root = whiteRoot(200, 31)
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        root.addSubview(slider)
        let bitmap = try Renderer(scale: 2).bitmap(of: root)
        #expect(matches(bitmap.pixel(at: CGPoint(x: 30, y: 15.5)), Color.systemBlue.light))
        #expect(!matches(bitmap.pixel(at: CGPoint(x: 170, y: 15.5)), Color.systemBlue.light, tolerance: 0.1))
        #expect(bitmap.pixel(at: CGPoint(x: 170, y: 15.5)) != white)
        #expect(matches(bitmap.pixel(at: CGPoint(x: 100, y: 15.5)), white))
    }

    @Test("An activity indicator draws spokes around an empty centre")
    func activityIndicator() throws {
        let root = whiteRoot(20, 20)
        let indicator = ActivityIndicatorView()
        indicator.frame = root.bounds
        root.addSubview(indicator)
        let bitmap = try Renderer(scale: 3).bitmap(of: root)
        #expect(bitmap.pixel(at: CGPoint(x: 10, y: 10)) == white)
        #expect(matches(bitmap.pixel(at: CGPoint(x: 10, y: 3.3)), Color.systemGray.light, tolerance: 3 / 255))
    }
}
