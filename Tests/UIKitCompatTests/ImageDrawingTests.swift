import Foundation
import Rendering
import Testing
import UIKitCompat

/// Whether two colours agree within `tolerance` on each component.
private func close(_ a: RGBA, _ b: RGBA, _ tolerance: Double = 2.0 / 255) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
        && abs(a.alpha - b.alpha) <= tolerance
}

private func rgb(_ red: Int, _ green: Int, _ blue: Int) -> RGBA {
    RGBA(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: 1)
}

/// Fits `cell` to `width` as a self-sizing table does and lays it out at that size.
@discardableResult
private func fit(_ cell: UITableViewCell, width: CGFloat = 375) -> CGSize {
    let size = cell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                            withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
    cell.frame = CGRect(origin: .zero, size: size)
    cell.layoutIfNeeded()
    return size
}

@Suite struct AssetCatalogTests {
    @Test func namedImagesComeFromTheImageSetForTheDisplayScale() throws {
        // Each file of the set is one colour, so the pixels tell which was chosen.
        let expected: [(CGFloat, CGFloat, RGBA)] = [(1, 1, rgb(255, 0, 0)), (2, 2, rgb(0, 255, 0)), (3, 3, rgb(0, 0, 255))]
        for (displayScale, scale, color) in expected {
            let traits = UITraitCollection(displayScale: displayScale)
            let avatar = try #require(UIImage(named: "avatar", in: .module, compatibleWith: traits))
            #expect(avatar.scale == scale)
            #expect(avatar.size == CGSize(width: 40, height: 40))
            #expect(avatar.pixelSize == CGSize(width: 40 * scale, height: 40 * scale))
            #expect(close(try #require(avatar.bitmap).pixel(x: 3, y: 3), color))
        }
        // No @4x: the largest there is.
        let four = try #require(UIImage(named: "avatar", in: .module, compatibleWith: UITraitCollection(displayScale: 4)))
        #expect(four.scale == 3)
        // Missing names, and names of a group that provides a namespace without it, find nothing.
        #expect(UIImage(named: "nobody", in: .module, compatibleWith: nil) == nil)
        #expect(UIImage(named: "star", in: .module, compatibleWith: nil) == nil)
        #expect(UIImage(named: "", in: .module, compatibleWith: nil) == nil)
    }

    @Test func aDarkAppearanceChoosesTheSetsDarkFile() throws {
        let light = try #require(UIImage(named: "badge", in: .module, compatibleWith: UITraitCollection(displayScale: 2)))
        let dark = try #require(UIImage(named: "badge", in: .module,
                                        compatibleWith: UITraitCollection(userInterfaceStyle: .dark, displayScale: 2)))
        #expect(light.size == CGSize(width: 8, height: 8) && dark.size == light.size)
        #expect(close(try #require(light.bitmap).pixel(x: 4, y: 4), .white))
        #expect(close(try #require(dark.bitmap).pixel(x: 4, y: 4), .black))
    }

    @Test func aTemplateImageSetTakesTheTintColourAndOnlyItsFileIsUsed() throws {
        // Only the @2x slot has a file: every display gets it.
        let star = try #require(UIImage(named: "Icons/star", in: .module, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(star.scale == 2)
        #expect(star.size == CGSize(width: 24, height: 24))
        #expect(star.renderingMode == .alwaysTemplate)

        let imageView = UIImageView(image: star)
        imageView.tintColor = .systemPurple
        #expect(imageView.intrinsicContentSize == CGSize(width: 24, height: 24))
        #expect(imageView.frame.size == CGSize(width: 24, height: 24))
        let bitmap = try Renderer(scale: 2).bitmap(of: imageView)
        let purple = UIColor.systemPurple.resolvedColor(with: imageView.traitCollection)
        #expect(close(bitmap.pixel(x: 24, y: 24), purple))
        #expect(bitmap.pixel(x: 1, y: 1).alpha == 0)

        // withTintColor wins over the view's tint; .alwaysOriginal draws the file's black.
        imageView.image = star.withTintColor(.systemRed)
        #expect(close(try Renderer(scale: 2).bitmap(of: imageView).pixel(x: 24, y: 24),
                      UIColor.systemRed.resolvedColor(with: imageView.traitCollection)))
        imageView.image = star.withRenderingMode(.alwaysOriginal)
        #expect(close(try Renderer(scale: 2).bitmap(of: imageView).pixel(x: 24, y: 24), .black))
    }

    @Test func theAvatarCellShowsTheCatalogImageAtItsSizeInPoints() throws {
        let cell = AvatarCell(style: .default, reuseIdentifier: AvatarCell.reuseIdentifier)
        cell.configure(name: "Ada Lovelace", avatarName: "avatar")
        let size = fit(cell)

        // The avatar is its image's size in points: 120 pixels at @3x (the cell's display scale).
        let avatar = try #require(cell.avatarView.image)
        #expect(avatar.scale == 3)
        #expect(cell.avatarView.frame.size == CGSize(width: 40, height: 40))
        #expect(cell.statusIconView.frame.size == CGSize(width: 24, height: 24))
        let margins = cell.contentView.effectiveLayoutMargins
        #expect(cell.avatarView.frame.minX == margins.left)
        #expect(size.height == 40 + margins.top + margins.bottom)
        #expect(cell.nameLabel.frame.minX == cell.avatarView.frame.maxX + 12)

        let bitmap = try Renderer(scale: 3).bitmap(of: cell)
        let avatarCenter = CGPoint(x: cell.avatarView.frame.midX, y: cell.avatarView.frame.midY)
        #expect(close(bitmap.pixel(at: avatarCenter), rgb(0, 0, 255)))
        // Clipped to a circle: the avatar's corner shows the cell's background.
        let corner = CGPoint(x: cell.avatarView.frame.minX + 1, y: cell.avatarView.frame.minY + 1)
        #expect(!close(bitmap.pixel(at: corner), rgb(0, 0, 255), 0.2))
        // The star, in the icon view's green.
        let star = CGPoint(x: cell.statusIconView.frame.midX, y: cell.statusIconView.frame.midY)
        #expect(close(bitmap.pixel(at: star), UIColor.systemGreen.resolvedColor(with: cell.traitCollection)))
    }

    @Test func theAvatarCellDrawsAPlaceholderWhenThereIsNoImage() throws {
        let cell = AvatarCell(style: .default, reuseIdentifier: AvatarCell.reuseIdentifier)
        cell.configure(name: "grace", avatarName: nil)
        fit(cell)
        let placeholder = try #require(cell.avatarView.image)
        // UIGraphicsImageRenderer's default format is the screen's scale: the key
        // window's device, which tests running in parallel change (an iPhone SE: 2).
        #expect(placeholder.scale == 2 || placeholder.scale == 3)
        #expect(placeholder.size == CGSize(width: 40, height: 40))
        #expect(cell.avatarView.frame.size == CGSize(width: 40, height: 40))

        let pixels = try #require(placeholder.bitmap)
        let gray = UIColor.systemGray.resolvedColor(with: UITraitCollection())
        // A disc: grey inside (left of the initial), transparent in the corners.
        #expect(close(pixels.pixel(at: CGPoint(x: 6, y: 20)), gray))
        #expect(pixels.pixel(at: CGPoint(x: 1, y: 1)).alpha == 0)
        // The initial "G" in white, around the centre.
        var white = 0
        for y in 10..<30 { for x in 10..<30 where close(pixels.pixel(at: CGPoint(x: x, y: y)), .white, 0.05) { white += 1 } }
        #expect(white > 20)

        let bitmap = try Renderer(scale: 3).bitmap(of: cell)
        #expect(close(bitmap.pixel(at: CGPoint(x: cell.avatarView.frame.minX + 6, y: cell.avatarView.frame.midY)), gray))
    }
}

@Suite struct ImageDecodingTests {
    private func photoURL() throws -> URL {
        try #require(Bundle.module.url(forResource: "photo", withExtension: "jpg", subdirectory: "Resources"))
    }

    @Test func aJPEGDecodesFromDataAndFromAFile() throws {
        let url = try photoURL()
        let fromData = try #require(UIImage(data: try Data(contentsOf: url)))
        let fromFile = try #require(UIImage(contentsOfFile: url.path))
        for image in [fromData, fromFile] {
            #expect(image.size == CGSize(width: 64, height: 48))
            #expect(image.scale == 1)
            let pixels = try #require(image.bitmap)
            // Left half orange, right half dark blue (JPEG is lossy: a few levels off).
            #expect(close(pixels.pixel(x: 10, y: 24), rgb(255, 128, 0), 6.0 / 255))
            #expect(close(pixels.pixel(x: 54, y: 24), rgb(32, 48, 128), 6.0 / 255))
        }
        // UIImage(data:scale:) makes points of pixels / scale.
        #expect(UIImage(data: try Data(contentsOf: url), scale: 2)?.size == CGSize(width: 32, height: 24))
        // Loose files are found by name too.
        #expect(UIImage(named: "photo.jpg", in: .module, compatibleWith: nil)?.size == CGSize(width: 64, height: 48))
    }

    @Test func aDecodedJPEGIsDrawnInAnImageViewByItsContentMode() throws {
        let photo = try #require(UIImage(contentsOfFile: try photoURL().path))
        let imageView = UIImageView(image: photo)
        #expect(imageView.intrinsicContentSize == CGSize(width: 64, height: 48))
        imageView.frame = CGRect(x: 0, y: 0, width: 128, height: 48)
        imageView.contentMode = .scaleAspectFit
        imageView.backgroundColor = .white
        let bitmap = try Renderer(scale: 1).bitmap(of: imageView)
        // Fitted 64 × 48 in the middle: white bars left and right, the halves inside.
        #expect(close(bitmap.pixel(x: 10, y: 24), .white))
        #expect(close(bitmap.pixel(x: 40, y: 24), rgb(255, 128, 0), 8.0 / 255))
        #expect(close(bitmap.pixel(x: 88, y: 24), rgb(32, 48, 128), 8.0 / 255))
        #expect(close(bitmap.pixel(x: 120, y: 24), .white))

        // A file read only when drawn (its size known beforehand, as media metadata gives it)
        // is decoded by the renderer with the same library.
        imageView.image = UIImage(contentsOfFile: try photoURL().path, pixelSize: CGSize(width: 64, height: 48))
        let lazy = try Renderer(scale: 1).bitmap(of: imageView)
        #expect(lazy.diagnostics.isEmpty)
        #expect(close(lazy.pixel(x: 40, y: 24), rgb(255, 128, 0), 8.0 / 255))
        #expect(close(lazy.pixel(x: 88, y: 24), rgb(32, 48, 128), 8.0 / 255))
    }

    @Test func dataThatIsNotAnImageGivesNil() {
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/photo.png") == nil)
    }

    @Test func aScaleSuffixInAFileNameSetsTheScale() throws {
        let url = try #require(Bundle.module.url(forResource: "avatar@2x", withExtension: "png",
                                                 subdirectory: "Resources/Assets.xcassets/avatar.imageset"))
        let image = try #require(UIImage(contentsOfFile: url.path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 40, height: 40))
    }
}

@Suite struct GraphicsDrawingTests {
    @Test func anImageRendererDrawsWithUIKitAndCoreGraphicsCalls() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format)
        let image = renderer.image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
            let cg = context.cgContext
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
            // A triangle path, filled.
            cg.move(to: CGPoint(x: 20, y: 0))
            cg.addLine(to: CGPoint(x: 30, y: 0))
            cg.addLine(to: CGPoint(x: 30, y: 10))
            cg.closePath()
            cg.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            cg.fillPath()
            // A stroked line 2 points wide along y = 15 from x = 10 to 30.
            cg.setStrokeColor(UIColor.black.cgColor)
            cg.setLineWidth(2)
            cg.move(to: CGPoint(x: 10, y: 15))
            cg.addLine(to: CGPoint(x: 30, y: 15))
            cg.strokePath()
        }
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == 2)
        let pixels = try #require(image.bitmap)
        #expect(pixels.pixelWidth == 60 && pixels.pixelHeight == 40)
        #expect(close(pixels.pixel(at: CGPoint(x: 5, y: 10)), UIColor.systemBlue.resolvedColor(with: UITraitCollection())))
        #expect(close(pixels.pixel(at: CGPoint(x: 15, y: 5)), rgb(255, 0, 0)))
        #expect(close(pixels.pixel(at: CGPoint(x: 28, y: 2)), rgb(0, 255, 0)))     // inside the triangle
        #expect(pixels.pixel(at: CGPoint(x: 22, y: 8)).alpha == 0)                  // below its diagonal
        #expect(close(pixels.pixel(at: CGPoint(x: 20, y: 15.25)), .black))
        #expect(close(pixels.pixel(at: CGPoint(x: 20, y: 14.25)), .black))
        #expect(pixels.pixel(at: CGPoint(x: 20, y: 16.5)).alpha == 0)

        // pngData encodes the same pixels.
        let png = renderer.pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        let decoded = try #require(UIImage(data: png, scale: 2))
        #expect(decoded.size == CGSize(width: 30, height: 20))
        #expect(close(try #require(decoded.bitmap).pixel(x: 30, y: 20), rgb(255, 0, 0)))

        // jpegData too, through a decoder and back: lossy, so within a few levels.
        let jpeg = renderer.jpegData(withCompressionQuality: 0.9) { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let photo = try #require(UIImage(data: jpeg, scale: 2))
        #expect(photo.size == CGSize(width: 30, height: 20))
        #expect(close(try #require(photo.bitmap).pixel(x: 30, y: 20),
                      UIColor.systemTeal.resolvedColor(with: UITraitCollection()), 6.0 / 255))
        // A generated image (not decoded) is drawn at its pixel size to encode it.
        let initials = UIImage.initials(for: "Ada", side: 20, scale: 2)
        let encoded = try #require(initials.pngData().flatMap { UIImage(data: $0, scale: 2) })
        #expect(encoded.size == CGSize(width: 20, height: 20))
    }

    @Test func pathsKeepTheTransformationTheyWereAddedWithAndFillByTheirRule() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            let cg = context.cgContext
            // As in Core Graphics: the path is not part of the saved state, and its points
            // were placed by the transformation current when they were added.
            cg.saveGState()
            cg.translateBy(x: 10, y: 0)
            cg.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
            cg.restoreGState()
            cg.setFillColor(UIColor.blue.cgColor)
            cg.fillPath()
            // Even-odd: a square inside a square leaves a hole.
            cg.addRect(CGRect(x: 20, y: 0, width: 20, height: 20))
            cg.addRect(CGRect(x: 25, y: 5, width: 10, height: 10))
            cg.setFillColor(UIColor.red.cgColor)
            cg.fillPath(using: .evenOdd)
        }
        let pixels = try #require(image.bitmap)
        #expect(close(pixels.pixel(x: 12, y: 2), rgb(0, 0, 255)))
        #expect(pixels.pixel(x: 2, y: 2).alpha == 0)
        #expect(close(pixels.pixel(x: 22, y: 10), rgb(255, 0, 0)))
        #expect(pixels.pixel(x: 30, y: 10).alpha == 0)
    }

    @Test func theOldImageContextFunctionsDrawAndEnd() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), true, 1)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.white.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        // State saved and restored: the colour and the translation.
        context.saveGState()
        context.translateBy(x: 10, y: 0)
        context.setFillColor(UIColor.yellow.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 5, width: 2, height: 2))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)

        let pixels = try #require(image.bitmap)
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(close(pixels.pixel(x: 5, y: 2), .white))
        #expect(close(pixels.pixel(x: 12, y: 2), rgb(255, 255, 0)))
        #expect(close(pixels.pixel(x: 17, y: 7), .black))          // opaque: black where nothing was drawn
        #expect(close(pixels.pixel(x: 1, y: 6), .white))

        // CGImage is the image itself: UIImage(cgImage:scale:orientation:) changes only the scale.
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 20 && cgImage.height == 10)
        let doubled = UIImage(cgImage: cgImage, scale: 2, orientation: .up)
        #expect(doubled.size == CGSize(width: 10, height: 5))
        #expect(doubled.imageOrientation == .up)
    }

    @Test func imagesAndStringsDrawIntoAnImage() throws {
        let star = try #require(UIImage(named: "Icons/star", in: .module, compatibleWith: nil))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40), format: format).image { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 40))
            star.withTintColor(.systemYellow).draw(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            let text = NSAttributedString(string: "Hi", attributes: [
                .font: UIFont.systemFont(ofSize: 24, weight: .bold), .foregroundColor: UIColor.white,
            ])
            text.draw(in: CGRect(x: 50, y: 0, width: 50, height: 40))
        }
        let pixels = try #require(image.bitmap)
        #expect(close(pixels.pixel(x: 20, y: 20), UIColor.systemYellow.resolvedColor(with: UITraitCollection())))
        #expect(close(pixels.pixel(x: 1, y: 1), .black))
        var white = 0, outside = 0
        for y in 0..<40 {
            for x in 40..<100 where close(pixels.pixel(x: x, y: y), .white, 0.05) {
                if x >= 50 { white += 1 } else { outside += 1 }
            }
        }
        #expect(white > 30)
        #expect(outside == 0)
    }

    @Test func drawRectGetsTheCurrentContext() throws {
        let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        ring.progress = 0.25
        #expect(UIGraphicsGetCurrentContext() == nil)
        let bitmap = try Renderer(scale: 2).bitmap(of: ring)
        #expect(UIGraphicsGetCurrentContext() == nil)
        let traits = ring.traitCollection
        // The ring's radius is 24: at -45° (top right) the progress arc, at 135° the track.
        let r: CGFloat = 24, d = r / 2.squareRoot()
        #expect(close(bitmap.pixel(at: CGPoint(x: 30 + d, y: 30 - d)), UIColor.systemOrange.resolvedColor(with: traits)))
        #expect(close(bitmap.pixel(at: CGPoint(x: 30 - d, y: 30 + d)), UIColor.systemGray5.resolvedColor(with: traits)))
        // The centre square, 4 points scaled by 2: 8 points wide.
        #expect(close(bitmap.pixel(at: CGPoint(x: 33.5, y: 26.5)), .black))
        #expect(close(bitmap.pixel(at: CGPoint(x: 35, y: 30)), .white))
        // Drawing state does not leak out of draw(_:): the background is still white.
        #expect(close(bitmap.pixel(at: CGPoint(x: 1, y: 1)), .white))
    }
}

@Suite struct LabelDrawTextTests {
    @Test func anOverriddenDrawTextInsetsTheText() throws {
        let tag = TagLabel(frame: .zero)
        tag.text = "NEW"
        let plain = UILabel()
        plain.font = tag.font
        plain.text = "NEW"
        let text = plain.intrinsicContentSize
        #expect(tag.intrinsicContentSize == CGSize(width: text.width + 20, height: text.height + 8))

        tag.frame = CGRect(origin: .zero, size: tag.intrinsicContentSize)
        let bitmap = try Renderer(scale: 2).bitmap(of: tag)
        // White text pixels only inside the insets: none in the 10-point margins.
        var columns: [Int] = []
        for y in 0..<bitmap.pixelHeight {
            for x in 0..<bitmap.pixelWidth where close(bitmap.pixel(x: x, y: y), .white, 0.1) { columns.append(x) }
        }
        #expect(columns.count > 20)
        #expect((columns.min() ?? 0) >= 20)
        #expect((columns.max() ?? .max) < bitmap.pixelWidth - 20)
        // Without the override the text would start at the left edge; the plain label's does.
        plain.frame = CGRect(origin: .zero, size: text)
        plain.textColor = .black
        let plainBitmap = try Renderer(scale: 2).bitmap(of: plain)
        var plainMin = Int.max
        for y in 0..<plainBitmap.pixelHeight {
            for x in 0..<plainBitmap.pixelWidth where plainBitmap.pixel(x: x, y: y).alpha > 0.5 { plainMin = min(plainMin, x) }
        }
        #expect(plainMin < 6)
    }
}
