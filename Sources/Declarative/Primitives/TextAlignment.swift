import Foundation
import Typesetting
import Graphics

/// How lines of multi-line text are aligned.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
