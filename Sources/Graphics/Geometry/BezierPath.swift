import Foundation

/// An immutable outline of straight lines, curves and arcs (`CGPath`), as a value:
/// what ``BezierPath/cgPath`` returns and `layer.shadowPath` holds. The renderer
/// draws its elements with Cairo.
public struct CGPath: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A circular arc about `center`, from `startAngle` to `endAngle` (radians,
        /// clockwise on screen when `clockwise`), joined to the current point by a line.
        case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
        /// Closes the subpath with a line to its start.
        case closeSubpath
    }

    /// The steps, in order.
    public var elements: [Element]

    /// A path of `elements` (none: an empty path).
    public init(elements: [Element] = []) { self.elements = elements }

    /// A rectangle's outline (`CGPath(rect:transform:)`).
    public init(rect: CGRect) {
        elements = [.move(to: CGPoint(x: rect.minX, y: rect.minY)), .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
                    .line(to: CGPoint(x: rect.maxX, y: rect.maxY)), .line(to: CGPoint(x: rect.minX, y: rect.maxY)),
                    .closeSubpath]
    }

    /// Whether the path has no elements (`isEmpty`).
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point and control point (`boundingBox`);
    /// arcs count by their whole circle's box. `.null` for an empty path.
    public var boundingBox: CGRect {
        var box = CGRect.null
        func add(_ point: CGPoint) { box = box.union(CGRect(origin: point, size: .zero)) }
        for element in elements {
            switch element {
            case let .move(point), let .line(point): add(point)
            case let .quadCurve(point, control): add(point); add(control)
            case let .curve(point, control1, control2): add(point); add(control1); add(control2)
            case let .arc(center, radius, _, _, _):
                box = box.union(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            case .closeSubpath: break
            }
        }
        return box
    }
}

/// Which corners of a rectangle are rounded (`UIRectCorner`).
public struct RectCorner: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public let rawValue: UInt
    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path built step by step, with the line width it is stroked with (`UIBezierPath`).
///
/// Build it with the UIKit calls (`move(to:)`, `addLine(to:)`, `addCurve(…)`,
/// `close()`) or its convenience initialisers; `cgPath` is the value a layer's
/// `shadowPath` takes, and `fill()`/`stroke()` draw it inside a view's `draw(_:)`.
open class BezierPath: @unchecked Sendable {
    /// The outline so far (`cgPath`).
    public var cgPath: CGPath
    /// The stroke's width in points (`lineWidth`, 1 by default).
    public var lineWidth: CGFloat = 1

    /// An empty path (`UIBezierPath()`).
    public init() { cgPath = CGPath() }

    /// A path with the elements of `path` (`UIBezierPath(cgPath:)`).
    public init(cgPath: CGPath) { self.cgPath = cgPath }

    /// A rectangle (`UIBezierPath(rect:)`).
    public convenience init(rect: CGRect) {
        self.init(cgPath: CGPath(rect: rect))
    }

    /// An ellipse inscribed in `rect` (`UIBezierPath(ovalIn:)`), four cubic curves.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        // The control-point distance that makes a quarter circle out of a cubic curve.
        let k: CGFloat = 0.5522847498
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), controlPoint1: CGPoint(x: cx + rx, y: cy + k * ry),
                 controlPoint2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), controlPoint1: CGPoint(x: cx - k * rx, y: cy + ry),
                 controlPoint2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), controlPoint1: CGPoint(x: cx - rx, y: cy - k * ry),
                 controlPoint2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), controlPoint1: CGPoint(x: cx + k * rx, y: cy - ry),
                 controlPoint2: CGPoint(x: cx + rx, y: cy - k * ry))
        close()
    }

    /// A rectangle with every corner rounded by `cornerRadius`
    /// (`UIBezierPath(roundedRect:cornerRadius:)`), with UIKit's continuous corners
    /// (see `CGPath.roundedRect(_:cornerRadius:corners:continuous:)`).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(cgPath: .roundedRect(rect, cornerRadius: cornerRadius, continuous: true))
    }

    /// A rectangle with some corners rounded by quarter circles
    /// (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`; the radii's width counts).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init(cgPath: .roundedRect(rect, cornerRadius: cornerRadii.width, corners: corners, continuous: false))
    }

    /// An arc (`UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool)
    {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Starts a new subpath at `point` (`move(to:)`).
    public func move(to point: CGPoint) { cgPath.elements.append(.move(to: point)) }
    /// A straight line from the current point (`addLine(to:)`).
    public func addLine(to point: CGPoint) { cgPath.elements.append(.line(to: point)) }
    /// A cubic Bézier curve from the current point (`addCurve(to:controlPoint1:controlPoint2:)`).
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.elements.append(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
    }
    /// A quadratic Bézier curve from the current point (`addQuadCurve(to:controlPoint:)`).
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        cgPath.elements.append(.quadCurve(to: point, control: controlPoint))
    }
    /// An arc, joined to the current point by a line
    /// (`addArc(withCenter:radius:startAngle:endAngle:clockwise:)`).
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool)
    {
        cgPath.elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                                    clockwise: clockwise))
    }
    /// Closes the current subpath (`close()`).
    public func close() { cgPath.elements.append(.closeSubpath) }
    /// Adds another path's elements (`append(_:)`).
    public func append(_ path: BezierPath) { cgPath.elements += path.cgPath.elements }
    /// Removes every element (`removeAllPoints()`).
    public func removeAllPoints() { cgPath.elements.removeAll() }

    /// The box of the points and control points (`bounds`).
    public var bounds: CGRect { cgPath.boundingBox }
    /// Whether the path has no elements (`isEmpty`).
    public var isEmpty: Bool { cgPath.isEmpty }
}

extension CGPath {
    /// How far from its corner a continuous corner of radius 1 starts.
    static let continuousExtent: CGFloat = 1.528665

    /// A rectangle with `corners` rounded by `cornerRadius` (at most half the shorter side).
    ///
    /// Circular corners are quarter circles. Continuous corners (`cornerCurve =
    /// .continuous`, and `UIBezierPath(roundedRect:cornerRadius:)`) are the smoother
    /// curve of iOS's icons: three cubic curves per corner, starting about 1.53
    /// radii from the corner, so the curvature grows gradually instead of jumping.
    /// A rectangle too small for that extent gets circular corners, as the
    /// continuous curve then has no room to ease in.
    public static func roundedRect(_ rect: CGRect, cornerRadius: CGFloat, corners: RectCorner = .allCorners,
                                   continuous: Bool) -> CGPath
    {
        let half = min(rect.width, rect.height) / 2
        let r = cornerRadius.isFinite ? max(0, min(cornerRadius, half)) : 0
        let smooth = continuous && r * continuousExtent <= half
        // Each corner: its point, the unit direction back along the edge arriving at
        // it, and the unit direction along the edge leaving it (clockwise, y down).
        let cornerList: [(RectCorner, CGPoint, CGPoint, CGPoint)] = [
            (.topRight, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),
            (.bottomRight, CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),
            (.bottomLeft, CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),
            (.topLeft, CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
        ]
        var elements: [Element] = []
        for (corner, c, back, forward) in cornerList {
            let radius = corners.contains(corner) ? r : 0
            // The point `along` radii back up the arriving edge and `across` radii down the leaving one.
            func point(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
                CGPoint(x: c.x + radius * (along * back.x + across * forward.x),
                        y: c.y + radius * (along * back.y + across * forward.y))
            }
            let start = smooth ? point(continuousExtent, 0) : point(1, 0)
            elements.append(elements.isEmpty ? .move(to: start) : .line(to: start))
            guard radius > 0 else { continue }
            if smooth {
                elements.append(.curve(to: point(0.631494, 0.074911), control1: point(1.088493, 0),
                                       control2: point(0.868407, 0)))
                elements.append(.curve(to: point(0.074911, 0.631494), control1: point(0.372824, 0.169059),
                                       control2: point(0.169059, 0.372824)))
                elements.append(.curve(to: point(0, continuousExtent), control1: point(0, 0.868407),
                                       control2: point(0, 1.088493)))
            } else {
                // A quarter circle about the point one radius in from both edges.
                let center = point(1, 1)
                let startAngle = atan2(-forward.y, -forward.x), endAngle = atan2(-back.y, -back.x)
                elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                                     clockwise: true))
            }
        }
        elements.append(.closeSubpath)
        return CGPath(elements: elements)
    }
}
