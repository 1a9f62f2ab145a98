import CellsTestSupport
import Foundation
import Testing
import Typesetting
import Views
@testable import Rendering

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

