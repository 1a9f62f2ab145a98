import CPango
import Foundation
import Typesetting
import Views

/// How a path's inside is decided when filled or clipped (`CGPathFillRule`).
public enum CGPathFillRule: Hashable, Sendable {
    /// Non-zero winding: inside where the path winds around a point at all.
    case winding
    /// Even-odd: inside where a ray from the point crosses the path an odd number of times.
    case evenOdd
}

/// What `drawPath(using:)` does with the current path (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Hashable, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How the ends of stroked lines look (`CGLineCap`).
public enum CGLineCap: Hashable, Sendable { case butt, round, square }

/// How stroked lines meet (`CGLineJoin`).
public enum CGLineJoin: Hashable, Sendable { case miter, round, bevel }
