import CPango
import InputPolicy
import Synchronization

/// A font: family, size in points, weight and slant, like `UIFont`.
///
/// A font is a value. Its metrics come from the font file that fontconfig picks for
/// the description (measured once per process, then cached), so they are those of
/// the glyphs that will really be drawn.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The font family (`UIFont.familyName`).
    public var familyName: String
    /// The size in points (`UIFont.pointSize`), inside `Limits.pointSize`:
    /// a size outside it is clamped into it (NaN: 17), as every layout would have to.
    public var pointSize: Double {
        get { size }
        set { size = Limits.pointSize.clamp(newValue, nan: 17) }
    }
    private var size: Double
    /// The weight, from ultra light to black.
    public var weight: Weight
    /// Whether the italic face is used.
    public var isItalic: Bool
    /// The text style the font was made for, if any; lets views re-resolve it when
    /// the content size category changes (`adjustsFontForContentSizeCategory`).
    public var textStyle: TextStyle?

    /// A font of a family at a size, weight and slant.
    public init(familyName: String, pointSize: Double, weight: Weight = .regular, isItalic: Bool = false,
                textStyle: TextStyle? = nil)
    {
        self.familyName = familyName
        size = Limits.pointSize.clamp(pointSize, nan: 17)
        self.weight = weight
        self.isItalic = isItalic
        self.textStyle = textStyle
    }

    /// A font of an installed family, or nil when fontconfig has no family of that
    /// name (as `UIFont(name:size:)` returns nil).
    public init?(name: String, size: Double) {
        guard Font.familyExists(name) else { return nil }
        self.init(familyName: name, pointSize: size)
    }

    /// The system UI font (``TextSystem/defaultFamily``) at a size and weight.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(familyName: TextSystem.defaultFamily, pointSize: size, weight: weight)
    }

    /// The bold system font (`UIFont.boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: Double) -> Font { systemFont(ofSize: size, weight: .bold) }

    /// The italic system font (`UIFont.italicSystemFont(ofSize:)`).
    public static func italicSystemFont(ofSize size: Double) -> Font {
        Font(familyName: TextSystem.defaultFamily, pointSize: size, isItalic: true)
    }

    /// The same font at another size.
    public func withSize(_ size: Double) -> Font {
        var copy = self
        copy.pointSize = size
        return copy
    }

    /// Family, size and weight, for diagnostics.
    public var description: String {
        "\(familyName) \(NumberText.format(pointSize))pt \(weight)\(isItalic ? " italic" : "")"
    }

    // MARK: Metrics

    /// The distance from the baseline to the top of the tallest glyphs' design box.
    public var ascender: Double { faceMetrics.ascender }
    /// The distance from the baseline to the bottom of the design box: negative, as in UIKit.
    public var descender: Double { faceMetrics.descender }
    /// Extra space the font asks for between lines.
    public var leading: Double { faceMetrics.leading }
    /// `ascender - descender + leading`: the height of one line of this font.
    public var lineHeight: Double { ascender - descender + leading }
    /// The height of capital letters above the baseline.
    public var capHeight: Double { faceMetrics.capHeight }
    /// The height of lowercase letters without ascenders above the baseline.
    public var xHeight: Double { faceMetrics.xHeight }

    struct FaceMetrics: Sendable {
        var ascender, descender, leading, capHeight, xHeight: Double
    }

    private static let metricsCache = Mutex<[Font: FaceMetrics]>([:])
    private static let familyCache = Mutex<[String: Bool]>([:])

    static func familyExists(_ name: String) -> Bool {
        if let known = familyCache.withLock({ $0[name] }) { return known }
        let exists = TextSystem.hasFamily(name)
        familyCache.withLock { $0[name] = exists }
        return exists
    }

    var faceMetrics: FaceMetrics {
        var key = self
        key.textStyle = nil
        if let cached = Font.metricsCache.withLock({ $0[key] }) { return cached }
        let metrics = TextSystem.withSession { session in key.measure(in: session) }
        Font.metricsCache.withLock { $0[key] = metrics }
        return metrics
    }

    /// A new Pango description of this font; the caller frees it.
    func makeDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, familyName)
        pango_font_description_set_absolute_size(description, pointSize * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight.cssWeight)))
        pango_font_description_set_style(description, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    private func measure(in session: PangoSession) -> FaceMetrics {
        let description = makeDescription()
        defer { pango_font_description_free(description) }
        guard let font = pango_font_map_load_font(session.fontMap, session.context, description) else {
            return FaceMetrics(ascender: pointSize * 0.8, descender: -pointSize * 0.2, leading: 0,
                               capHeight: pointSize * 0.7, xHeight: pointSize * 0.5)
        }
        defer { g_object_unref(font) }
        let metrics = pango_font_get_metrics(font, nil)
        defer { pango_font_metrics_unref(metrics) }
        let scale = Double(PANGO_SCALE)
        let ascent = Double(pango_font_metrics_get_ascent(metrics)) / scale
        let descent = Double(pango_font_metrics_get_descent(metrics)) / scale
        let height = Double(pango_font_metrics_get_height(metrics)) / scale
        var capHeight = pointSize * 0.7, xHeight = pointSize * 0.5
        if let hbFont = pango_font_get_hb_font(font) {
            var xScale: Int32 = 0, yScale: Int32 = 0
            hb_font_get_scale(hbFont, &xScale, &yScale)
            var position: hb_position_t = 0
            if yScale != 0 {
                hb_ot_metrics_get_position_with_fallback(hbFont, HB_OT_METRICS_TAG_CAP_HEIGHT, &position)
                capHeight = Double(position) / Double(yScale) * pointSize
                hb_ot_metrics_get_position_with_fallback(hbFont, HB_OT_METRICS_TAG_X_HEIGHT, &position)
                xHeight = Double(position) / Double(yScale) * pointSize
            }
        }
        return FaceMetrics(ascender: ascent, descender: -descent, leading: max(0, height - ascent - descent),
                           capHeight: capHeight, xHeight: xHeight)
    }
}

extension Font {
    /// Font weights with UIKit's values (`UIFont.Weight`), from ultra light (-0.8) to black (0.62).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The weight on UIKit's scale, −1…1 (`UIFont.Weight.rawValue`). NaN is kept as
        /// 0, regular (a font is a key of the text caches, and NaN equals nothing).
        public var rawValue: Double { didSet { rawValue = rawValue.isNaN ? 0 : rawValue } }
        /// A weight on UIKit's scale.
        public init(rawValue: Double) { self.rawValue = rawValue.isNaN ? 0 : rawValue }

        /// UIKit's `.ultraLight` weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit's `.thin` weight.
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit's `.light` weight.
        public static let light = Weight(rawValue: -0.4)
        /// UIKit's `.regular` weight.
        public static let regular = Weight(rawValue: 0)
        /// UIKit's `.medium` weight.
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's `.semibold` weight.
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's `.bold` weight.
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit's `.heavy` weight.
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit's `.black` weight.
        public static let black = Weight(rawValue: 0.62)

        private static let named: [(Weight, Int, String)] = [
            (.ultraLight, 100, "ultraLight"), (.thin, 200, "thin"), (.light, 300, "light"),
            (.regular, 400, "regular"), (.medium, 500, "medium"), (.semibold, 600, "semibold"),
            (.bold, 700, "bold"), (.heavy, 800, "heavy"), (.black, 900, "black"),
        ]

        private var nearest: (Weight, Int, String) {
            Weight.named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!
        }

        /// The CSS/OpenType weight (100…900) fontconfig matches against.
        public var cssWeight: Int { nearest.1 }

        /// Weights order from light to heavy.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
        /// The name of the nearest named weight.
        public var description: String { nearest.2 }
    }
}
