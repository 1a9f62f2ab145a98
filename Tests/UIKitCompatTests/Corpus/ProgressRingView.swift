// A progress ring drawn with Core Graphics in draw(_:), as UIKit code draws custom
// controls: a track, an arc for the progress, and a dot at its end.
import UIKitCompat

final class ProgressRingView: UIView {
    var progress: CGFloat = 0.25 { didSet { setNeedsDisplay() } }
    var trackColor = UIColor.systemGray5
    var ringColor = UIColor.systemOrange
    let lineWidth: CGFloat = 6

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 60, height: 60) }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth

        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setStrokeColor(trackColor.cgColor)
        context.strokeEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))

        context.setStrokeColor(ringColor.cgColor)
        context.setLineCap(.round)
        let start = -CGFloat.pi / 2
        context.addArc(center: center, radius: radius, startAngle: start, endAngle: start + 2 * .pi * progress,
                       clockwise: true)
        context.strokePath()
        context.restoreGState()

        // The centre: a filled square, drawn translated and scaled.
        context.saveGState()
        context.translateBy(x: center.x, y: center.y)
        context.scaleBy(x: 2, y: 2)
        context.setFillColor(UIColor.black.cgColor)
        context.fill(CGRect(x: -2, y: -2, width: 4, height: 4))
        context.restoreGState()
    }
}
