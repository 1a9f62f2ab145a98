import Foundation

/// The top-left corner of a child with dimensions `d` aligned in `bounds`.
func aligned(_ d: ViewDimensions, in bounds: CGRect, _ alignment: Alignment) -> CGPoint {
    let x = bounds.minX + (bounds.width - d.width) * alignment.horizontal.fraction
    let y: CGFloat
    switch alignment.vertical.kind {
    case .fraction(let fraction): y = bounds.minY + (bounds.height - d.height) * fraction
    case .firstBaseline, .lastBaseline: y = bounds.minY + (bounds.height - d.height) / 2
    }
    return CGPoint(x: x, y: y)
}
