import Foundation

/// The axis of a position anchor: horizontal or vertical.
public enum XAxis {}
public enum YAxis {}

/// A position of a view or guide on one axis, for building constraints
/// (`NSLayoutAnchor<AnchorType>`): anchors only relate to anchors of the same axis.
public struct LayoutAnchor<Axis> {
    unowned let item: LayoutItem
    let attribute: LayoutAttribute

    public func constraint(equalTo anchor: LayoutAnchor<Axis>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, constant)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Axis>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant)
    }
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

    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint { make(.equal, nil, 1, constant) }
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, 1, constant)
    }
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, 1, constant)
    }
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier, constant)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier, constant)
    }
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
