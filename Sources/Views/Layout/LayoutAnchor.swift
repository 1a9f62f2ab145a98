import Foundation

/// The axis of a position anchor: horizontal or vertical.
public enum XAxis {}
/// Marks anchors on the vertical axis.
public enum YAxis {}

/// A position of a view or guide on one axis, for building constraints
/// (`NSLayoutAnchor<AnchorType>`): anchors only relate to anchors of the same axis.
public struct LayoutAnchor<Axis> {
    unowned let item: LayoutItem
    let attribute: LayoutAttribute

    /// This anchor equal to `anchor` plus `constant` (inactive until activated).
    public func constraint(equalTo anchor: LayoutAnchor<Axis>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, constant)
    }
    /// This anchor at most `anchor` plus `constant` (inactive until activated).
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Axis>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant)
    }
    /// This anchor at least `anchor` plus `constant` (inactive until activated).
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<Axis>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant)
    }

    func make(_ relation: LayoutRelation, _ anchor: LayoutAnchor<Axis>, _ constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
                         attribute: anchor.attribute, constant: constant)
    }
}

/// A horizontal position (`NSLayoutXAxisAnchor`).
public typealias LayoutXAxisAnchor = LayoutAnchor<XAxis>
/// A vertical position (`NSLayoutYAxisAnchor`).
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxis>

extension LayoutAnchor where Axis == XAxis {
    /// `self == anchor + multiplier × 8`: the system spacing between siblings.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1) -> LayoutConstraint {
        make(.equal, anchor, 8 * multiplier)
    }
}

extension LayoutAnchor where Axis == YAxis {
    /// `self == anchor + multiplier × 8`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1) -> LayoutConstraint {
        make(.equal, anchor, 8 * multiplier)
    }
}

/// A width or height, for building constraints (`NSLayoutDimension`).
public struct LayoutDimension {
    unowned let item: LayoutItem
    let attribute: LayoutAttribute

    /// This dimension equal to `constant` points.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint { make(.equal, nil, 1, constant) }
    /// This dimension at most `constant` points.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, 1, constant)
    }
    /// This dimension at least `constant` points.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, 1, constant)
    }
    /// This dimension equal to `multiplier` × `anchor` + `constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier, constant)
    }
    /// This dimension at most `multiplier` × `anchor` + `constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier, constant)
    }
    /// This dimension at least `multiplier` × `anchor` + `constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier, constant)
    }

    private func make(_ relation: LayoutRelation, _ anchor: LayoutDimension?, _ multiplier: CGFloat,
                      _ constant: CGFloat) -> LayoutConstraint
    {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                         attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}
