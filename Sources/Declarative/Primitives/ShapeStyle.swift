import Foundation
import Typesetting
import Graphics

/// What a shape can be filled or stroked with; colours only, in this module.
public protocol ShapeStyle: Sendable {
    /// The colour the style paints with.
    var platformColor: Graphics.Color { get }
}
