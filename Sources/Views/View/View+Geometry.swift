import Foundation

extension View {
    /// The view's own rectangle: origin zero, the frame's size.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The frame's centre in the superview's coordinates.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// This view's origin in its root's coordinates.
    private var originInRoot: CGPoint {
        var point = CGPoint.zero
        var view: View? = self
        while let current = view, let superview = current.superview {
            point.x += current.frame.minX
            point.y += current.frame.minY
            view = superview
        }
        return point
    }

    /// A point in this view's coordinates, in `view`'s (`convert(_:to:)`); nil
    /// means the root of this view's hierarchy. Views in different hierarchies
    /// are converted through their roots, both taken at the origin.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let mine = originInRoot, theirs = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// A point in `view`'s coordinates (nil: the root's), in this view's (`convert(_:from:)`).
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let mine = originInRoot, theirs = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }

    /// A rectangle in this view's coordinates, in `view`'s (`convert(_:to:)`).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// A rectangle in `view`'s coordinates, in this view's (`convert(_:from:)`).
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
