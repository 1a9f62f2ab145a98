import Foundation
import Rendering
import Typesetting

/// Whether two colours agree within `tolerance` per component (8-bit rounding by default).
public func matches(_ a: RGBA, _ b: RGBA, tolerance: Double = 1.5 / 255) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
        && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
}

/// The pixel rectangle of the pixels that are not `background`, or nil.
public func inkBounds(_ bitmap: Bitmap, background: RGBA = .white) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var result: (Int, Int, Int, Int)?
    for y in 0..<bitmap.pixelHeight {
        for x in 0..<bitmap.pixelWidth where !matches(bitmap.pixel(x: x, y: y), background, tolerance: 4 / 255) {
            if let r = result {
                result = (min(r.0, x), min(r.1, y), max(r.2, x), max(r.3, y))
            } else {
                result = (x, y, x, y)
            }
        }
    }
    return result.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
}

/// A fresh directory under the temporary directory.
public func temporaryDirectory(_ prefix: String = "cells-test") -> String {
    let path = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
