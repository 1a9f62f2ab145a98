import Foundation
import Graphics

extension View {
    /// ``layoutMargins`` by leading and trailing edge (leading is left in left-to-right layouts).
    /// - SeeAlso: ``View/layoutMargins``
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            isRightToLeft
                ? DirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.right,
                                        bottom: layoutMargins.bottom, trailing: layoutMargins.left)
                : DirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left,
                                        bottom: layoutMargins.bottom, trailing: layoutMargins.right)
        }
        set {
            layoutMargins = isRightToLeft
                ? EdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : EdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }
}
