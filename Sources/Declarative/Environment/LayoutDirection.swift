import Foundation
import Typesetting
import Graphics

/// Left to right or right to left.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}
