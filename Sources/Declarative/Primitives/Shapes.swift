import Foundation
import Graphics

/// A shape: takes whatever size it is proposed (10 × 10 when a dimension is
/// unspecified) and draws its outline there, filled with the foreground colour
/// unless `fill` or `stroke` says otherwise.
public protocol Shape: View {
    /// The outline, as the drawing layer knows it.
    var kind: ResolvedElement.ShapeKind { get }
}

extension Shape {
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }

    /// The shape filled with a colour.
    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: style.platformColor, stroke: nil)
    }

    /// The shape's outline, `lineWidth` wide, centred on the edge (drawn inside the frame here).
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: .init(color: style.platformColor, lineWidth: lineWidth))
    }

    /// The shape's outline drawn inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(style, lineWidth: lineWidth)
    }
}

/// A rectangle.
public struct Rectangle: Shape, Sendable {
    /// A rectangle (`Rectangle()`).
    public init() {}
    /// A rectangle.
    public var kind: ResolvedElement.ShapeKind { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, Sendable {
    /// The corners' radius, in points.
    public var cornerRadius: CGFloat
    /// A rounded rectangle with corners of `cornerRadius` (`RoundedRectangle(cornerRadius:)`).
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    /// A rounded rectangle.
    public var kind: ResolvedElement.ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
}

/// A circle, centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape, Sendable {
    /// A circle (`Circle()`).
    public init() {}
    /// A circle.
    public var kind: ResolvedElement.ShapeKind { .circle }
}

/// A rectangle with fully rounded ends.
public struct Capsule: Shape, Sendable {
    /// A capsule (`Capsule()`).
    public init() {}
    /// A capsule.
    public var kind: ResolvedElement.ShapeKind { .capsule }
}

/// A shape with its fill or stroke.
public struct _ShapeView<Content: Shape>: View {
    let shape: Content
    let fill: Graphics.Color?
    let stroke: ResolvedElement.Stroke?
    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }
}

extension _ShapeView: Sendable where Content: Sendable {}

extension _ShapeView: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        list.append(ShapeNode(kind: shape.kind, fill: fill, stroke: stroke))
    }
}

/// Shapes without a style fill with the foreground colour.
struct ShapePrimitive<S: Shape>: PrimitiveView {
    let shape: S
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        let color = (context.environment.foregroundColor ?? .primary).platformColor
        list.append(ShapeNode(kind: shape.kind, fill: color, stroke: nil))
    }
}

extension Rectangle: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        ShapePrimitive(shape: self).appendNodes(to: &list, in: context)
    }
}

extension RoundedRectangle: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        ShapePrimitive(shape: self).appendNodes(to: &list, in: context)
    }
}

extension Circle: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        ShapePrimitive(shape: self).appendNodes(to: &list, in: context)
    }
}

extension Capsule: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        ShapePrimitive(shape: self).appendNodes(to: &list, in: context)
    }
}

/// A shape or a colour: the proposal, unspecified dimensions 10.
final class ShapeNode: Node {
    let kind: ResolvedElement.ShapeKind
    let fill: Graphics.Color?
    let stroke: ResolvedElement.Stroke?

    init(kind: ResolvedElement.ShapeKind, fill: Graphics.Color?, stroke: ResolvedElement.Stroke?) {
        self.kind = kind
        self.fill = fill
        self.stroke = stroke
    }

    override func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        var frame = rect
        if kind == .circle {
            let side = min(rect.width, rect.height)
            frame = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        }
        elements.append(ResolvedElement(frame: frame, content: .shape(kind, fill: fill, stroke: stroke)))
    }
}
