import CPango

/// Whether a font shapes a word on its own exactly as inside its paragraph, so that
/// words can be shaped once and their advances reused (`ShapedText`'s segment cache).
///
/// Text is cut after spaces. A word then shapes alone as in context unless a lookup
/// of the font's shaping plan reaches across a space:
/// - a space among the glyphs a lookup changes or positions (kerning with a space,
///   a ligature through one): no word of the font may be cut out (``isSegmentable``
///   is false);
/// - a space in a chaining lookup's context (Inter's `calt` turns "x" between
///   digits into "×", and "2 x 3" has spaces in that context), or a chaining lookup
///   over marks or ligatures (which may skip base glyphs, spaces among them, as it
///   matches): the glyphs such a lookup changes are *sensitive*, and a word holding
///   a character that becomes one (``isSensitive(_:)``) is shaped with enough of its
///   neighbours around it: ``maximumContext`` glyphs (the font's `OS/2` `usMaxContext`).
///
/// Found once per font, script, direction and language, from the font's tables
/// through HarfBuzz; the plan is the one Pango shapes with (the same features).
final class Segmentation {
    /// Whether words of the font may be shaped apart at all.
    let isSegmentable: Bool
    /// The longest context of any lookup, in glyphs (0 when no lookup is sensitive).
    let maximumContext: Int
    private let face: OpaquePointer?
    private let font: OpaquePointer?
    /// The plan's substitution lookups, for the glyphs a character can become.
    private let substitutions: OpaquePointer?
    /// Glyphs that a lookup reaching across spaces may change (its input glyphs).
    private let sensitiveGlyphs: OpaquePointer?
    /// ``isSensitive(_:)`` found: below U+3000 in a table (-1: not yet), above by scalar.
    private var sensitiveBelow3000 = [Int8](repeating: -1, count: 0x3000)
    private var sensitiveScalars: [UInt32: Bool] = [:]

    /// What the plan for `font` in `analysis`'s script, direction and language does
    /// with spaces.
    init(font pangoFont: UnsafeMutablePointer<PangoFont>, analysis: PangoAnalysis) {
        guard let hbFont = pango_font_get_hb_font(pangoFont), let face = hb_font_get_face(hbFont) else {
            (isSegmentable, maximumContext, face, font, substitutions, sensitiveGlyphs) = (false, 0, nil, nil, nil, nil)
            return
        }
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(hbFont, 0x20, &space) != 0 else {
            (isSegmentable, maximumContext, self.face, font, substitutions, sensitiveGlyphs) = (false, 0, nil, nil, nil, nil)
            return
        }
        var features = [hb_feature_t](repeating: hb_feature_t(), count: 32)
        var featureCount: UInt32 = 0
        pango_font_get_features(pangoFont, &features, UInt32(features.count), &featureCount)
        var properties = hb_segment_properties_t()
        properties.direction = analysis.level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR
        properties.script = hb_script_t(rawValue: g_unicode_script_to_iso15924(GUnicodeScript(rawValue: Int32(analysis.script))))
        properties.language = hb_language_from_string(pango_language_to_string(analysis.language), -1)
        let plan = hb_shape_plan_create_cached(face, &properties, features, featureCount, nil)
        defer { hb_shape_plan_destroy(plan) }
        let substitutions = hb_set_create()!
        let positionings = hb_set_create()!
        defer { hb_set_destroy(positionings) }
        hb_ot_shape_plan_collect_lookups(plan, Segmentation.gsub, substitutions)
        hb_ot_shape_plan_collect_lookups(plan, Segmentation.gpos, positionings)
        // HarfBuzz applies `frac`, `numr` and `dnom` only to the digits around a
        // fraction slash (U+2044), never to a space; texts with one are not shaped
        // by words (`ShapedText.shapesBySegments`), so their own lookups are left out.
        Segmentation.removeFractionOnlyLookups(face, Segmentation.gsub, from: substitutions)
        Segmentation.removeFractionOnlyLookups(face, Segmentation.gpos, from: positionings)
        let sensitive = hb_set_create()!
        var segmentable = true
        // Marks and ligatures: a lookup over them may skip base glyphs (spaces among
        // them) while it matches its context, so its context need not hold a space.
        let skipping = hb_set_create()!
        defer { hb_set_destroy(skipping) }
        hb_ot_layout_get_glyphs_in_class(face, HB_OT_LAYOUT_GLYPH_CLASS_MARK, skipping)
        hb_ot_layout_get_glyphs_in_class(face, HB_OT_LAYOUT_GLYPH_CLASS_LIGATURE, skipping)
        let overlap = hb_set_create()!
        defer { hb_set_destroy(overlap) }
        let before = hb_set_create(), input = hb_set_create(), after = hb_set_create(), output = hb_set_create()
        defer { for set in [before, input, after, output] { hb_set_destroy(set) } }
        for (table, lookups) in [(Segmentation.gsub, substitutions), (Segmentation.gpos, positionings)] {
            var lookup = hb_codepoint_t.max   // HB_SET_VALUE_INVALID: from the start
            while segmentable && hb_set_next(lookups, &lookup) != 0 {
                for set in [before, input, after, output] { hb_set_clear(set) }
                hb_ot_layout_lookup_collect_glyphs(face, table, lookup, before, input, after, output)
                if hb_set_has(input, space) != 0 || hb_set_has(output, space) != 0 {
                    segmentable = false
                } else if hb_set_has(before, space) != 0 || hb_set_has(after, space) != 0 {
                    hb_set_union(sensitive, input)
                } else if hb_set_is_empty(before) == 0 || hb_set_is_empty(after) == 0 {
                    hb_set_set(overlap, input)
                    hb_set_intersect(overlap, skipping)
                    if hb_set_is_empty(overlap) == 0 { hb_set_union(sensitive, input) }
                }
            }
        }
        let context = hb_set_is_empty(sensitive) != 0 ? 0 : Segmentation.maximumContext(of: face)
        // A sensitive lookup in a font that does not say how far its contexts reach.
        if context == 0 && hb_set_is_empty(sensitive) == 0 { segmentable = false }
        isSegmentable = segmentable
        maximumContext = context
        self.face = hb_face_reference(face)
        font = hb_font_reference(hbFont)
        self.substitutions = substitutions
        sensitiveGlyphs = sensitive
    }

    deinit {
        if let face { hb_face_destroy(face) }
        if let font { hb_font_destroy(font) }
        if let substitutions { hb_set_destroy(substitutions) }
        if let sensitiveGlyphs { hb_set_destroy(sensitiveGlyphs) }
    }

    /// Whether `scalar`, or a glyph the plan's substitutions can turn it into, is
    /// changed by a lookup that looks across spaces. A character without a glyph
    /// in the font counts as sensitive.
    func isSensitive(_ scalar: UInt32) -> Bool {
        guard let font, let face, let sensitiveGlyphs, let substitutions else { return true }
        if hb_set_is_empty(sensitiveGlyphs) != 0 { return false }
        if scalar < 0x3000 {
            let known = sensitiveBelow3000[Int(scalar)]
            if known >= 0 { return known == 1 }
        } else if let known = sensitiveScalars[scalar] {
            return known
        }
        var glyph: hb_codepoint_t = 0
        var result = true
        if hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 {
            let reachable = hb_set_create()!
            hb_set_add(reachable, glyph)
            hb_ot_layout_lookups_substitute_closure(face, substitutions, reachable)
            hb_set_intersect(reachable, sensitiveGlyphs)
            result = hb_set_is_empty(reachable) == 0
            hb_set_destroy(reachable)
        }
        if scalar < 0x3000 { sensitiveBelow3000[Int(scalar)] = result ? 1 : 0 } else { sensitiveScalars[scalar] = result }
        return result
    }

    private static let gsub: hb_tag_t = 0x4753_5542, gpos: hb_tag_t = 0x4750_4F53

    /// Takes out of `lookups` those of `table` that only `frac`, `numr` and `dnom` use.
    private static func removeFractionOnlyLookups(_ face: OpaquePointer, _ table: hb_tag_t, from lookups: OpaquePointer) {
        let fraction: [hb_tag_t] = [0x6672_6163, 0x6E75_6D72, 0x646E_6F6D]   // frac, numr, dnom
        var tags = [hb_tag_t](repeating: 0, count: 512)
        var count = UInt32(tags.count)
        hb_ot_layout_table_get_feature_tags(face, table, 0, &count, &tags)
        let others = Array(Set(tags.prefix(Int(count))).subtracting(fraction)) + [0]
        let onlyFraction = hb_set_create()!, used = hb_set_create()!
        defer {
            hb_set_destroy(onlyFraction)
            hb_set_destroy(used)
        }
        hb_ot_layout_collect_lookups(face, table, nil, nil, fraction + [0], onlyFraction)
        hb_ot_layout_collect_lookups(face, table, nil, nil, others, used)
        hb_set_subtract(onlyFraction, used)
        hb_set_subtract(lookups, onlyFraction)
    }

    /// The `usMaxContext` of the font's `OS/2` table (version 2 and later), or 0.
    private static func maximumContext(of face: OpaquePointer) -> Int {
        let blob = hb_face_reference_table(face, hb_tag_t(0x4F53_2F32))   // 'OS/2'
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 96 else { return 0 }
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        let version = Int(bytes[0]) << 8 | Int(bytes[1])
        guard version >= 2 else { return 0 }
        return Int(bytes[94]) << 8 | Int(bytes[95])
    }
}
