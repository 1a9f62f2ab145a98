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
