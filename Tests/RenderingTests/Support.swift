import Foundation
import Testing
import Typesetting
import Views
@testable import Rendering

/// Whether two colours agree within `tolerance` per component (8-bit rounding by default).
func matches(_ a: RGBA, _ b: RGBA, tolerance: Double = 1.5 / 255) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
        && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
}

let white = RGBA.white
let red = RGBA(red: 1, green: 0, blue: 0)

/// A root of `size` points with a white background.
func whiteRoot(_ width: CGFloat, _ height: CGFloat) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.backgroundColor = .white
    return root
}

/// A view of `frame` filled with `color`, added to `parent`.
@discardableResult
func box(_ frame: CGRect, _ color: Color, in parent: View) -> View {
    let view = View(frame: frame)
    view.backgroundColor = color
    parent.addSubview(view)
    return view
}

/// The pixel rectangle of the pixels that are not `background`, or nil.
func inkBounds(_ bitmap: Bitmap, background: RGBA = .white) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
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
func temporaryDirectory() -> String {
    let path = NSTemporaryDirectory() + "cells-rendering-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
