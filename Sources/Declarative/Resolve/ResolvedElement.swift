import Foundation
import Typesetting
import Graphics

/// One placed thing of a laid-out view tree: a frame in the root's coordinates and
/// what to draw there. This is what `HostingView` turns into real views and what
/// tests inspect.
///
/// Containers (stacks, frames, padding) draw nothing and leave no element: their
/// children's elements follow one another in drawing order (back to front). Only
/// effects that apply to a whole subtree (opacity, clipping) make a group element
/// with children.
public struct ResolvedElement: Sendable, Equatable {
    /// Where the element is, in the root's coordinates, rounded to the pixel grid.
    public var frame: CGRect
    /// What is drawn in the frame.
    public var content: Content
    /// The element's own opacity (a group's applies to its children too).
    public var opacity: Double = 1
    /// The elements inside a group, in drawing order.
    public var children: [ResolvedElement] = []

    /// An element at `frame` (in its parent's coordinates) with its children.
    public init(frame: CGRect, content: Content, opacity: Double = 1, children: [ResolvedElement] = []) {
        self.frame = frame
        self.content = content
        self.opacity = opacity
        self.children = children
    }

    /// What an element draws.
    public enum Content: Sendable, Equatable {
        /// A group of children, clipped to its frame (with a corner radius) when `clips`.
        case group(clips: Bool, cornerRadius: CGFloat)
        /// Text laid out for the frame's width: the layout holds the attributed text
        /// (font, colour, paragraph style); `maximumNumberOfLines` is the limit it was
        /// laid out with (0: none), from `lineLimit` and the height proposed.
        case text(TextLayout, maximumNumberOfLines: Int)
        /// A shape filling the frame: its fill, its stroke drawn inside the frame.
        case shape(ShapeKind, fill: Graphics.Color?, stroke: Stroke?)
        /// An image scaled to the frame; template images are tinted.
        case image(Graphics.Image, tint: Graphics.Color?)
        /// A switch (``Toggle``'s control).
        case toggle(isOn: Bool, tint: Graphics.Color)
    }

    /// The outline of a shape element.
    public enum ShapeKind: Sendable, Equatable {
        case rectangle
        case roundedRectangle(cornerRadius: CGFloat)
        /// A circle: the element's frame is the circle's square.
        case circle
        /// A rectangle with fully rounded ends.
        case capsule

        /// The corner radius a view-layer view draws the shape with at `size`.
        public func cornerRadius(for size: CGSize) -> CGFloat {
            switch self {
            case .rectangle: return 0
            case .roundedRectangle(let radius): return min(radius, min(size.width, size.height) / 2)
            case .circle, .capsule: return min(size.width, size.height) / 2
            }
        }
    }

    /// A line drawn along the inside of a shape's edge.
    public struct Stroke: Sendable, Equatable {
        /// The stroke's colour.
        public var color: Graphics.Color
        /// The stroke's width, in points.
        public var lineWidth: CGFloat
    }

    /// This element and all elements below it, depth first, in drawing order.
    public var flattened: [ResolvedElement] {
        [self] + children.flatMap(\.flattened)
    }

    /// The text of a text element.
    public var text: String? {
        if case .text(let layout, _) = content { return layout.text.string }
        return nil
    }
}

extension ResolvedElement {
    func mapFrames(_ transform: (CGRect) -> CGRect) -> ResolvedElement {
        var copy = self
        copy.frame = transform(frame)
        copy.children = children.map { $0.mapFrames(transform) }
        return copy
    }
}
