import Foundation

/// Where views line up horizontally: leading, centre or trailing edges.
public struct HorizontalAlignment: Hashable, Sendable {
    let fraction: CGFloat
    /// Aligned at the leading edge (`.leading`).
    public static let leading = HorizontalAlignment(fraction: 0)
    /// Aligned at the centre (`.center`).
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// Aligned at the trailing edge (`.trailing`).
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where views line up vertically: top, centre, bottom edges or text baselines.
public struct VerticalAlignment: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case fraction(CGFloat), firstBaseline, lastBaseline }
    let kind: Kind
    /// Aligned at the top edge (`.top`).
    public static let top = VerticalAlignment(kind: .fraction(0))
    /// Aligned at the centre (`.center`).
    public static let center = VerticalAlignment(kind: .fraction(0.5))
    /// Aligned at the bottom edge (`.bottom`).
    public static let bottom = VerticalAlignment(kind: .fraction(1))
    /// The first line of text's baseline (a view without text: its bottom).
    public static let firstTextBaseline = VerticalAlignment(kind: .firstBaseline)
    /// The last line of text's baseline (a view without text: its bottom).
    public static let lastTextBaseline = VerticalAlignment(kind: .lastBaseline)
}

/// A horizontal and a vertical alignment: where a child sits in a frame or a `ZStack`.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Aligned at the centre (`.center`).
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Aligned at the leading edge (`.leading`).
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Aligned at the trailing edge (`.trailing`).
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Aligned at the top edge (`.top`).
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Aligned at the bottom edge (`.bottom`).
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Aligned at the top-leading corner (`.topLeading`).
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Aligned at the top-trailing corner (`.topTrailing`).
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Aligned at the bottom-leading corner (`.bottomLeading`).
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Aligned at the bottom-trailing corner (`.bottomTrailing`).
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A view's size and its alignment guides, as a layout sees a subview.
///
/// Text baselines are measured only when a baseline guide is read.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    let baselines: () -> (first: CGFloat, last: CGFloat)?

    init(width: CGFloat, height: CGFloat, baselines: @escaping () -> (first: CGFloat, last: CGFloat)? = { nil }) {
        self.width = width
        self.height = height
        self.baselines = baselines
    }

    /// The same size and guides.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.width == rhs.width && lhs.height == rhs.height }

    /// Where a horizontal alignment guide lies, from the leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }

    /// Where a vertical alignment guide lies, from the top (baselines from the text).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide.kind {
        case .fraction(let fraction): return height * fraction
        case .firstBaseline: return baselines()?.first ?? height
        case .lastBaseline: return baselines()?.last ?? height
        }
    }
}

/// The space a view prefers next to its neighbours in a stack.
public struct ViewSpacing: Sendable, Equatable {
    let isText: Bool

    /// No spacing.
    public static let zero = ViewSpacing(isText: false)

    /// The distance to `next` along `axis`: 8 points (see the layout rules).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { defaultSpacing }
}

/// The spacing of stacks and the minimum length of spacers when none is given.
let defaultSpacing: CGFloat = 8
