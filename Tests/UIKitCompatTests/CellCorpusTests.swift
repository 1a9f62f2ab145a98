import Foundation
import Rendering
import Testing
import UIKitCompat

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

/// Whether two colours agree within `tolerance` on each component.
private func close(_ a: RGBA, _ b: RGBA, _ tolerance: Double = 2.0 / 255) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
        && abs(a.alpha - b.alpha) <= tolerance
}

private final class LikeCounter: PostCellDelegate {
    var likes = 0
    func postCellDidTapLike(_ cell: PostCell) { likes += 1 }
}

@Suite struct CellCorpusTests {
    @Test func postCellStacksTextAndButtonInsideTheMargins() throws {
        let cell = PostCell(style: .default, reuseIdentifier: PostCell.reuseIdentifier)
        let text = "Self-sizing cells measure their content: this post wraps onto a second line at 375 points."
        cell.configure(with: text)
        let size = fit(cell)
        let margins = cell.contentView.effectiveLayoutMargins
        let body = cell.bodyLabel.frame, button = cell.likeButton.frame

        // The text fills the margins' width and is as tall as the same text measured alone.
        let measured = UILabel()
        measured.font = UIFont.preferredFont(forTextStyle: .body)
        measured.numberOfLines = 0
        measured.text = text
        let textHeight = measured.sizeThatFits(CGSize(width: body.width, height: .greatestFiniteMagnitude)).height
        #expect(body.minX == margins.left)
        #expect(abs(body.width - (cell.contentView.bounds.width - margins.left - margins.right)) < 0.5)
        #expect(abs(body.height - textHeight) <= 1.0 / 3 + 1e-9)
        #expect(textHeight > 2 * UIFont.preferredFont(forTextStyle: .body).lineHeight - 1)

        // The button: 8 below the text, its intrinsic size (image, title, 6 above and below).
        let intrinsic = cell.likeButton.intrinsicContentSize
        let title = cell.likeButton.titleLabel!.intrinsicContentSize
        #expect(intrinsic.width == 17 + title.width)
        #expect(intrinsic.height == max(17, title.height) + 12)
        #expect(abs(button.minY - (body.maxY + 8)) <= 1.0 / 3 + 1e-9)
        #expect(abs(button.width - intrinsic.width) <= 1.0 / 3 + 1e-9)
        #expect(abs(button.height - intrinsic.height) <= 1.0 / 3 + 1e-9)
        #expect(abs(size.height - (button.maxY + margins.bottom)) <= 1.0 / 3 + 1e-9)
        #expect(size.width == 375)
        #expect(cell.likeButton.accessibilityLabel == "Like")
        #expect(cell.likeButton.accessibilityTraits.contains(.button))
    }

    @Test func tappingLikeRunsTheActionAndSwitchesToTheSelectedTitle() {
        let cell = PostCell(style: .default, reuseIdentifier: PostCell.reuseIdentifier)
        let counter = LikeCounter()
        cell.delegate = counter
        cell.configure(with: "Tap me")
        #expect(cell.likeButton.currentTitle == "Like")
        #expect(cell.likeButton.currentTitleColor == cell.likeButton.tintColor)

        cell.likeButton.sendActions(for: .touchUpInside)
        #expect(counter.likes == 1)
        #expect(cell.likeButton.isSelected)
        #expect(cell.likeButton.state == .selected)
        #expect(cell.likeButton.currentTitle == "Liked")
        #expect(cell.likeButton.titleLabel?.text == "Liked")
        #expect(cell.likeButton.currentTitleColor == .systemPink)

        // Events it is not registered for, and a disabled button, send nothing.
        cell.likeButton.sendActions(for: .valueChanged)
        cell.likeButton.isEnabled = false
        cell.likeButton.sendActions(for: .touchUpInside)
        #expect(counter.likes == 1)
        #expect(cell.likeButton.state == [.selected, .disabled])
        // No colour is set for selected-and-disabled: as in UIKit, the normal state's
        // is used, here none, so the system button's disabled grey.
        #expect(cell.likeButton.currentTitleColor == .tertiaryLabel)
        #expect(cell.likeButton.titleColor(for: .selected) == .systemPink)
        #expect(PostCell.configuredCount >= 1)
    }

    @Test func likeTitleIsDrawnInItsStateColour() throws {
        let cell = PostCell(style: .default, reuseIdentifier: PostCell.reuseIdentifier)
        cell.configure(with: "Colours")
        cell.likeButton.isSelected = true
        fit(cell)
        let bitmap = try Renderer(scale: 2).bitmap(of: cell)
        let title = cell.likeButton.titleLabel!.convert(cell.likeButton.titleLabel!.bounds, to: cell)
        let pink = UIColor.systemPink.resolvedColor(with: cell.traitCollection)
        var found = false
        for y in stride(from: title.minY, to: title.maxY, by: 0.5) {
            for x in stride(from: title.minX, to: title.maxX, by: 0.5) where close(bitmap.pixel(at: CGPoint(x: x, y: y)), pink, 0.04) {
                found = true
            }
        }
        #expect(found, "the selected title is drawn in system pink")
    }

    @Test func cardCellLaysOutItsCardAndCastsAShadowBelowIt() throws {
        let cell = CardCell(style: .default, reuseIdentifier: CardCell.reuseIdentifier)
        cell.configure(title: "Shadows", subtitle: "A blurred, offset copy of the card's shape, drawn under it.")
        let size = fit(cell)
        let card = cell.card.convert(cell.card.bounds, to: cell)
        #expect(card.minX == 16)
        #expect(abs(card.width - (375 - 32)) < 1e-9)
        #expect(card.minY == 8)
        #expect(abs(size.height - (card.maxY + 8)) <= 1.0 / 3 + 1e-9)
        // The stack inside: 16 from each edge of the card.
        let title = cell.titleLabel.convert(cell.titleLabel.bounds, to: cell.card)
        let subtitle = cell.subtitleLabel.convert(cell.subtitleLabel.bounds, to: cell.card)
        #expect(title.minY == 16)
        #expect(abs(subtitle.minY - (title.maxY + 4)) <= 1.0 / 3 + 1e-9)
        #expect(abs(cell.card.bounds.height - (subtitle.maxY + 16)) <= 1.0 / 3 + 1e-9)
        // layoutSubviews gave the shadow the card's rounded outline.
        #expect(cell.card.layer.shadowPath?.boundingBox == cell.card.bounds)
        #expect(cell.card.layer.cornerCurve == .continuous)

        let bitmap = try Renderer(scale: 2).bitmap(of: cell)
        let background = UIColor.systemGroupedBackground.resolvedColor(with: cell.traitCollection)
        let cardColor = UIColor.secondarySystemGroupedBackground.resolvedColor(with: cell.traitCollection)
        #expect(close(bitmap.pixel(at: CGPoint(x: card.midX, y: card.midY - 2)), cardColor)
                || cell.subtitleLabel.frame.contains(CGPoint(x: card.midX, y: card.midY - 2)))
        #expect(close(bitmap.pixel(at: CGPoint(x: card.minX + 4, y: card.minY + 4)), cardColor))
        // Outside the card, the shadow darkens the background by opacity × the Gaussian's
        // cover: its edge is 4 below the card's (the offset), blurred with σ = radius / 2 = 4.
        func expected(insideShadowEdgeBy distance: Double) -> Double {
            let cover = 0.5 * erfc(-distance / (4 * 2.0.squareRoot()))
            return background.red * (1 - 0.25 * cover)
        }
        let below = bitmap.pixel(at: CGPoint(x: card.midX, y: card.maxY + 2.25))
        let above = bitmap.pixel(at: CGPoint(x: card.midX, y: card.minY - 2.25))
        let side = bitmap.pixel(at: CGPoint(x: card.minX - 2.25, y: card.midY))
        #expect(abs(below.red - expected(insideShadowEdgeBy: 1.75)) < 0.03, "\(below.red)")
        #expect(abs(above.red - expected(insideShadowEdgeBy: -6.25)) < 0.03, "\(above.red)")
        #expect(abs(side.red - expected(insideShadowEdgeBy: -2.25)) < 0.03, "\(side.red)")
        #expect(below.red < above.red - 0.1)
        // Far from the card (none here: the cell is only 8 points taller) there is no shadow.
        #expect(close(bitmap.pixel(at: CGPoint(x: 2, y: 2)), background, 0.01))
    }

    @Test func shadowWithoutAPathFollowsWhatTheViewDraws() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        root.backgroundColor = .white
        let badge = UIView(frame: CGRect(x: 30, y: 20, width: 60, height: 40))
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 20
        badge.layer.shadowColor = UIColor.black.cgColor
        badge.layer.shadowOpacity = 1
        badge.layer.shadowRadius = 0
        badge.layer.shadowOffset = CGSize(width: 6, height: 6)
        root.addSubview(badge)
        let bitmap = try Renderer(scale: 2).bitmap(of: root)
        // A sharp (radius 0) shadow: black 6 right and below the blue pill, white elsewhere.
        #expect(close(bitmap.pixel(at: CGPoint(x: 60, y: 63)), .black))
        #expect(close(bitmap.pixel(at: CGPoint(x: 93, y: 40)), .black))
        // The pill's rounded corner leaves its shadow's corner white too.
        #expect(close(bitmap.pixel(at: CGPoint(x: 94.5, y: 64.5)), .white))
        #expect(close(bitmap.pixel(at: CGPoint(x: 60, y: 40)), UIColor.systemBlue.resolvedColor(with: root.traitCollection)))
        #expect(close(bitmap.pixel(at: CGPoint(x: 25, y: 40)), .white))

        // Clipping to the bounds clips the shadow away, as Core Animation does.
        badge.clipsToBounds = true
        let clipped = try Renderer(scale: 2).bitmap(of: root)
        #expect(close(clipped.pixel(at: CGPoint(x: 60, y: 63)), .white))
    }

    @Test func unreasonableShadowsDrawNothingRatherThanTrap() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let views = (0..<3).map { _ in UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)) }
        for view in views {
            view.backgroundColor = .systemBlue
            view.layer.shadowOpacity = 1
            root.addSubview(view)
        }
        views[0].layer.shadowRadius = .infinity
        views[1].layer.shadowOffset = CGSize(width: CGFloat.nan, height: 0)
        views[2].layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)).cgPath
        let bitmap = try Renderer(scale: 1).bitmap(of: root)
        let blue = UIColor.systemBlue.resolvedColor(with: root.traitCollection)
        #expect(close(bitmap.pixel(x: 20, y: 20), blue))
    }

    @Test func continuousCornersLeaveTheEdgeEarlierAndBendGradually() throws {
        func render(_ curve: CALayerCornerCurve) throws -> Bitmap {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            root.backgroundColor = .white
            let card = UIView(frame: root.bounds)
            card.backgroundColor = .black
            card.layer.cornerRadius = 100
            card.layer.cornerCurve = curve
            root.addSubview(card)
            return try Renderer(scale: 2).bitmap(of: root)
        }
        let circular = try render(.circular), continuous = try render(.continuous)
        // 90 points along the top edge from the corner, a point below it: inside the quarter
        // circle (its edge is 0.5 below there) but outside the continuous curve (1.87 below).
        let nearEdge = CGPoint(x: 90.25, y: 1.25)
        #expect(circular.pixel(at: nearEdge) == RGBA.black)
        #expect(continuous.pixel(at: nearEdge) == RGBA.white)
        // Past 1.53 radii the edge is straight in both; the corner itself is empty in both.
        #expect(continuous.pixel(at: CGPoint(x: 160, y: 0.25)) == RGBA.black)
        #expect(continuous.pixel(at: CGPoint(x: 5, y: 5)) == RGBA.white)
        #expect(circular.pixel(at: CGPoint(x: 200, y: 200)) == RGBA.black)
        // UIBezierPath(roundedRect:cornerRadius:) has continuous corners, as in UIKit.
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 400, height: 400), cornerRadius: 100)
        #expect(path.cgPath.elements.first == .move(to: CGPoint(x: 400 - 152.8665, y: 0)))
    }
}

extension CellCorpusTests {
    /// A UITextView subclass sized by `layoutManager.usedRect(for: textContainer)`, with
    /// its padding and insets removed: the note lines up with the title and the cell is
    /// as tall as both, at any width, plain or attributed.
    @Test func noteCellGrowsWithItsTextView() throws {
        let cell = NoteCell(style: .default, reuseIdentifier: NoteCell.reuseIdentifier)
        let note = "Text views measure their text with their layout manager; a note this long wraps at a phone's width."
        cell.configure(title: "Groceries", note: note)
        for width in [320.0, 375, 768] {
            let size = fit(cell, width: width)
            let title = cell.titleLabel.frame, text = cell.noteView.frame
            #expect(text.minX == title.minX && text.width == title.width, "\(width)")
            #expect(abs(text.minY - (title.maxY + 4)) < 1e-9, "\(width)")
            let measured = UILabel()
            measured.font = .preferredFont(forTextStyle: .body)
            measured.numberOfLines = 0
            measured.text = note
            let expected = measured.sizeThatFits(CGSize(width: text.width, height: .greatestFiniteMagnitude)).height
            #expect(abs(text.height - expected) <= 1.0 / 3 + 1e-9, "\(width): \(text.height) vs \(expected)")
            #expect(abs(size.height - (text.maxY + cell.contentView.effectiveLayoutMargins.bottom)) <= 1.0 / 3 + 1e-9)
            #expect(!cell.noteView.isTruncated)
        }
        // Attributed text through UIKit's type: the bold run is measured in its own font.
        let attributed = NSMutableAttributedString(string: "Bold: ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        attributed.append(NSAttributedString(string: note))
        cell.configure(title: "Groceries", attributedNote: attributed)
        fit(cell, width: 375)
        #expect(cell.noteView.attributedText.string == "Bold: " + note)
        #expect(cell.noteView.text == "Bold: " + note)
        #expect(!cell.noteView.isTruncated)
    }
}
