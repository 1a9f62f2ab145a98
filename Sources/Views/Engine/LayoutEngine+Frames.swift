import Cassowary
import Foundation
import Graphics

extension LayoutEngine {
    /// Sets frames from the solution, on the pixel grid. Positions are worked out in
    /// whole pixels and divided once, so a one-pixel line is exactly `1 / scale` high;
    /// frames set by hand stay exactly as set (the solver only echoes them).
    func applyFrames() {
        let scale = root.displayScale
        func pixels(_ v: ItemVariables) -> CGRect {
            let r = rootRect(v)
            let x0 = (r.minX * scale).rounded(), y0 = (r.minY * scale).rounded()
            return CGRect(x: x0, y: y0, width: (r.maxX * scale).rounded() - x0, height: (r.maxY * scale).rounded() - y0)
        }
        func points(_ rect: CGRect, from origin: CGPoint) -> CGRect {
            CGRect(x: (rect.minX - origin.x) / scale, y: (rect.minY - origin.y) / scale,
                   width: rect.width / scale, height: rect.height / scale)
        }
        // Each record's rectangle in the root, in pixels.
        var inPixels: [CGRect] = []
        inPixels.reserveCapacity(records.count)
        for record in records {
            let view = record.view
            let parent = record.parent >= 0 ? inPixels[record.parent].origin : .zero
            let rect: CGRect
            if view !== root && view.translatesAutoresizingMaskIntoConstraints {
                let frame = view.storedFrame
                rect = CGRect(x: parent.x + frame.minX * scale, y: parent.y + frame.minY * scale,
                              width: frame.width * scale, height: frame.height * scale)
            } else {
                rect = pixels(record.vars)
                if view !== root { view.storedFrame = points(rect, from: parent) }
            }
            inPixels.append(rect)
            // `rect` holds the rounded rectangle in root coordinates until the next update of insets.
            record.rect = points(rect, from: .zero)
            for guide in view.layoutGuides {
                guide.layoutFrame = points(pixels(vars(guide)), from: rect.origin)
            }
        }
    }

    /// The parts of `view`'s frame that constraints leave undetermined: each variable
    /// is nudged by the weakest possible pull, which moves it only if nothing holds it.
    /// Nil when a nudge was refused (values too large for the solver to hold precisely,
    /// reported once in the diagnostics): the check stops there, since every further
    /// nudge of that system would be refused alike, each after rebuilding it.
    func undeterminedAttributes(of view: View) -> [String]? {
        guard recordsByView[ObjectIdentifier(view)] != nil else { return [] }
        let v = vars(view)
        var result: [String] = []
        for (name, variable) in [("x", v.minX), ("y", v.minY), ("width", v.width), ("height", v.height)]
        where !solver.hasEditVariable(variable) {
            let before = solver.value(of: variable)
            do {
                try solver.addEditVariable(variable, strength: 1)
                try solver.suggestValue(before + 37, for: variable)
                if abs(solver.value(of: variable) - before) > 1e-6 { result.append(name) }
                try solver.removeEditVariable(variable)
            } catch {
                report("Ambiguity check failed for \(view.debugName): \(error)")
                return nil
            }
        }
        return result
    }
}
