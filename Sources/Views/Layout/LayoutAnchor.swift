import Cassowary
import Foundation

/// A horizontal position of a view, for building constraints (`NSLayoutXAxisAnchor`).
public struct LayoutXAxisAnchor {
    unowned let item: LayoutItem
    let attribute: LayoutAttribute

    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, constant)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant)
    }
    /// `self == anchor + multiplier × 8`: the system spacing between siblings.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1) -> LayoutConstraint {
        make(.equal, anchor, 8 * multiplier)
    }

    private func make(_ relation: LayoutRelation, _ anchor: LayoutXAxisAnchor, _ constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
                         attribute: anchor.attribute, constant: constant)
    }
}

/// A vertical position of a view, for building constraints (`NSLayoutYAxisAnchor`).
public struct LayoutYAxisAnchor {
    unowned let item: LayoutItem
    let attribute: LayoutAttribute

    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, constant)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant)
    }
    /// `self == anchor + multiplier × 8`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1) -> LayoutConstraint {
        make(.equal, anchor, 8 * multiplier)
    }

    private func make(_ relation: LayoutRelation, _ anchor: LayoutYAxisAnchor, _ constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
                         attribute: anchor.attribute, constant: constant)
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
