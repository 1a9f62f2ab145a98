import CPango
import Foundation
import Typesetting
import Views

/// iOS's standard controls, drawn from their state in their own bounds:
/// the switch's 51 × 31 capsule with its 27-point knob, the slider's 4-point
/// track with a 28-point knob, the activity indicator's eight fading spokes.
/// (A button needs nothing here: its title is a label, drawn in the tint colour.)
extension ViewPainter {
    func drawSwitch(_ toggle: Switch) {
        let traits = toggle.traitCollection
        let track = CGRect(x: 0, y: 0, width: 51, height: 31)
        let trackColor = toggle.isOn ? toggle.onTintColor : Color.secondarySystemFill
        canvas.fill(track, radius: 15.5, color: trackColor.resolvedColor(with: traits))
        let knob = CGRect(x: toggle.isOn ? 51 - 2 - 27 : 2, y: 2, width: 27, height: 27)
        drawKnob(knob)
    }

    func drawSlider(_ slider: Slider) {
        let traits = slider.traitCollection
        let bounds = slider.bounds
        let knobSide: CGFloat = 28
        let span = slider.maximumValue - slider.minimumValue
        let fraction = span > 0 ? CGFloat(min(1, max(0, (slider.value - slider.minimumValue) / span))) : 0
        let knobX = knobSide / 2 + fraction * max(0, bounds.width - knobSide)
        let track = CGRect(x: 0, y: bounds.midY - 2, width: bounds.width, height: 4)
        canvas.fill(track, radius: 2, color: Color.systemFill.resolvedColor(with: traits))
        var filled = track
        filled.size.width = knobX
        canvas.fill(filled, radius: 2, color: Color.systemBlue.resolvedColor(with: traits))
        drawKnob(CGRect(x: knobX - knobSide / 2, y: bounds.midY - knobSide / 2, width: knobSide, height: knobSide))
    }

    func drawActivityIndicator(_ indicator: ActivityIndicatorView) {
        let traits = indicator.traitCollection
        let side: CGFloat = indicator.style == .large ? 37 : 20
        let bounds = indicator.bounds
        let unit = Double(side) / 20
        let color = Color.systemGray.resolvedColor(with: traits)
        let cairo = canvas.cairo
        canvas.withSavedState {
            cairo_translate(cairo, Double(bounds.midX), Double(bounds.midY))
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_width(cairo, 2.2 * unit)
            // Eight spokes clockwise from twelve o'clock, fading behind the leading one.
            for spoke in 0..<8 {
                let angle = Double(spoke) * .pi / 4 - .pi / 2
                var spokeColor = color
                spokeColor.alpha = 1 - Double((8 - spoke) % 8) * 0.1
                cairo_new_path(cairo)
                cairo_move_to(cairo, 4.8 * unit * cos(angle), 4.8 * unit * sin(angle))
                cairo_line_to(cairo, 8.6 * unit * cos(angle), 8.6 * unit * sin(angle))
                canvas.setColor(spokeColor)
                cairo_stroke(cairo)
            }
        }
    }

    /// A white disc with a soft shadow below and a hairline edge, as iOS's knobs.
    private func drawKnob(_ rect: CGRect) {
        for (grow, dy, alpha) in [(1.5, 2.0, 0.05), (0.75, 1.5, 0.07), (0.25, 1.0, 0.08)] as [(CGFloat, CGFloat, Double)] {
            canvas.fillEllipse(in: rect.insetBy(dx: -grow, dy: -grow).offsetBy(dx: 0, dy: dy),
                               color: RGBA(red: 0, green: 0, blue: 0, alpha: alpha))
        }
        canvas.fillEllipse(in: rect.insetBy(dx: -0.5, dy: -0.5), color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.06))
        canvas.fillEllipse(in: rect, color: .white)
    }
}
