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
    /// Whether ``sensitiveGlyphs`` is known to be empty (asked for every character of a
    /// text; false without a font, where every character counts as sensitive).
    private let nothingSensitive: Bool
    /// ``isSensitive(_:)`` found: below U+3000 in a table (-1: not yet), above by scalar.
    /// Like the session that owns it, used by one thread at a time; read for every
    /// character, so without exclusivity checks.
    @exclusivity(unchecked) private var sensitiveBelow3000 = [Int8](repeating: -1, count: 0x3000)
    @exclusivity(unchecked) private var sensitiveScalars: [UInt32: Bool] = [:]
    /// The rules of the lookups that reach across spaces, when every one of them could
    /// be read (see ``shapesAlone(_:before:after:)``); nil otherwise.
    private let rules: [Rule]?
    /// Which of ``rules`` each scalar can set off, and match beyond a space before or
    /// after it (see ``ruleBits(_:)``): for each scalar found, its trigger, before and
    /// after words in turn, in one table (an entry a look-up, no arrays to retain), and
    /// where its entry starts, below U+3000 by scalar (-1: not yet), above in a table.
    @exclusivity(unchecked) private var bitTable: [UInt64] = []
    @exclusivity(unchecked) private var bitsBelow3000: [Int32] = []
    @exclusivity(unchecked) private var bitsAbove3000: [UInt32: Int32] = [:]

    /// A chaining rule that reaches across a space: the glyphs it changes, and those
    /// it may match beyond the first space of its context before them and after them.
    private struct Rule {
        let input: OpaquePointer, before: OpaquePointer, after: OpaquePointer
    }

    /// Ligature glyphs by the glyph of their first and of their last component.
    private typealias Ligatures = (byFirst: [hb_codepoint_t: [hb_codepoint_t]], byLast: [hb_codepoint_t: [hb_codepoint_t]])
    private let ligatures: Ligatures

    /// What the plan for `font` in `analysis`'s script, direction and language does
    /// with spaces.
    init(font pangoFont: UnsafeMutablePointer<PangoFont>, analysis: PangoAnalysis) {
        guard let hbFont = pango_font_get_hb_font(pangoFont), let face = hb_font_get_face(hbFont) else {
            (isSegmentable, maximumContext, face, font, substitutions, sensitiveGlyphs, rules, ligatures) = (false, 0, nil, nil, nil, nil, nil, ([:], [:]))
            nothingSensitive = false
            return
        }
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(hbFont, 0x20, &space) != 0 else {
            (isSegmentable, maximumContext, self.face, font, substitutions, sensitiveGlyphs, rules, ligatures) = (false, 0, nil, nil, nil, nil, nil, ([:], [:]))
            nothingSensitive = false
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
        // The lookups that reach across spaces, whose rules are read below.
        var reaching: [(table: hb_tag_t, lookup: UInt32)] = []
        var readable = true
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
                    reaching.append((table, lookup))
                } else if hb_set_is_empty(before) == 0 || hb_set_is_empty(after) == 0 {
                    hb_set_set(overlap, input)
                    hb_set_intersect(overlap, skipping)
                    if hb_set_is_empty(overlap) == 0 {
                        hb_set_union(sensitive, input)
                        readable = false   // it may skip glyphs: no rule says how far it reaches
                    }
                }
            }
        }
        let context = hb_set_is_empty(sensitive) != 0 ? 0 : Segmentation.maximumContext(of: face)
        // A sensitive lookup in a font that does not say how far its contexts reach.
        if context == 0 && hb_set_is_empty(sensitive) == 0 { segmentable = false }
        isSegmentable = segmentable
        maximumContext = context
        rules = segmentable && readable ? Segmentation.readRules(face, reaching, space: space) : nil
        ligatures = rules == nil ? ([:], [:]) : Segmentation.readLigatures(face, substitutions)
        self.face = hb_face_reference(face)
        font = hb_font_reference(hbFont)
        self.substitutions = substitutions
        sensitiveGlyphs = sensitive
        nothingSensitive = hb_set_is_empty(sensitive) != 0
    }

    deinit {
        if let face { hb_face_destroy(face) }
        if let font { hb_font_destroy(font) }
        if let substitutions { hb_set_destroy(substitutions) }
        if let sensitiveGlyphs { hb_set_destroy(sensitiveGlyphs) }
        for rule in rules ?? [] { for set in [rule.input, rule.before, rule.after] { hb_set_destroy(set) } }
    }

    /// Whether a sensitive word (`word`, a space before it) shapes with only that space
    /// before it as it does between `before` and `after`, the characters a rule meets
    /// first beyond the space before the word and beyond the word's own spaces (the
    /// first glyph there, and any HarfBuzz sees through on the way; nothing at an
    /// item's end): no rule that a glyph of the word sets off can match them. A rule's
    /// context is matched glyph by glyph, and these rules skip none, so one that meets
    /// a glyph it cannot match there stops. No rule of Inter's that "@" sets off
    /// matches a lowercase letter beyond a space: "@AppStore " shapes the same between
    /// any lowercase words, and is kept like any other word; "x" between digits is not.
    func shapesAlone(_ word: ArraySlice<UInt32>, before: ArraySlice<UInt32>, after: ArraySlice<UInt32>) -> Bool {
        guard let rules else { return false }
        let words = (rules.count + 63) / 64
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { triggers in
            triggers.initialize(repeating: 0)
            for scalar in word {
                let entry = ruleBits(scalar)
                for k in 0..<words { triggers[k] |= bitTable[entry + k] }
            }
            for scalar in before {
                let entry = ruleBits(scalar) + words
                for k in 0..<words where triggers[k] & bitTable[entry + k] != 0 { return false }
            }
            for scalar in after {
                let entry = ruleBits(scalar) + 2 * words
                for k in 0..<words where triggers[k] & bitTable[entry + k] != 0 { return false }
            }
            return true
        }
    }

    /// Which rules `scalar` (or a glyph the plan's substitutions can turn it into) sets
    /// off, and may match beyond a space before and after them, one bit per rule in words
    /// of 64: where in ``bitTable`` its trigger words start, its before and after words
    /// following. A character without a glyph in the font sets off and matches every rule.
    private func ruleBits(_ scalar: UInt32) -> Int {
        if scalar < 0x3000 {
            if bitsBelow3000.isEmpty { bitsBelow3000 = [Int32](repeating: -1, count: 0x3000) }
            let known = bitsBelow3000[Int(scalar)]
            if known >= 0 { return Int(known) }
        } else if let known = bitsAbove3000[scalar] {
            return Int(known)
        }
        let rules = rules ?? []
        let words = (rules.count + 63) / 64
        var bits = (triggers: [UInt64](repeating: 0, count: words), before: [UInt64](repeating: 0, count: words),
                    after: [UInt64](repeating: 0, count: words))
        var glyph: hb_codepoint_t = 0
        if let font, let face, let substitutions, hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 {
            let reachable = hb_set_create()!, common = hb_set_create()!
            defer {
                hb_set_destroy(reachable)
                hb_set_destroy(common)
            }
            hb_set_add(reachable, glyph)
            hb_ot_layout_lookups_substitute_closure(face, substitutions, reachable)
            func meets(_ set: OpaquePointer, joined: OpaquePointer? = nil) -> Bool {
                hb_set_set(common, joined ?? reachable)
                hb_set_intersect(common, set)
                return hb_set_is_empty(common) == 0
            }
            // Beside a space, the glyph may also be a ligature the character ends (before
            // the space) or begins (after it), and what substitutions make of that.
            let before = hb_set_copy(reachable)!, after = hb_set_copy(reachable)!
            defer {
                hb_set_destroy(before)
                hb_set_destroy(after)
            }
            var member = hb_codepoint_t.max
            while hb_set_next(reachable, &member) != 0 {
                for ligature in ligatures.byLast[member] ?? [] { hb_set_add(before, ligature) }
                for ligature in ligatures.byFirst[member] ?? [] { hb_set_add(after, ligature) }
            }
            hb_ot_layout_lookups_substitute_closure(face, substitutions, before)
            hb_ot_layout_lookups_substitute_closure(face, substitutions, after)
            for (index, rule) in rules.enumerated() {
                let bit = UInt64(1) << UInt64(index % 64)
                if meets(rule.input) { bits.triggers[index / 64] |= bit }
                if meets(rule.before, joined: before) { bits.before[index / 64] |= bit }
                if meets(rule.after, joined: after) { bits.after[index / 64] |= bit }
            }
        } else {
            for k in 0..<words { (bits.triggers[k], bits.before[k], bits.after[k]) = (.max, .max, .max) }
        }
        let entry = bitTable.count
        bitTable += bits.triggers
        bitTable += bits.before
        bitTable += bits.after
        if scalar < 0x3000 { bitsBelow3000[Int(scalar)] = Int32(entry) } else { bitsAbove3000[scalar] = Int32(entry) }
        return entry
    }

    /// The rules of `lookups` that have a space in their context, read from the font's
    /// tables; nil when one of the lookups skips glyphs or has a subtable other than a
    /// chaining context of format 3 (coverages per position), the one read here.
    private static func readRules(_ face: OpaquePointer, _ lookups: [(table: hb_tag_t, lookup: UInt32)],
                                  space: hb_codepoint_t) -> [Rule]? {
        var rules: [Rule] = []
        var failed = false
        for (table, index) in lookups where !failed {
            let blob = hb_face_reference_table(face, table)
            defer { hb_blob_destroy(blob) }
            var length: UInt32 = 0
            guard let data = hb_blob_get_data(blob, &length) else { failed = true; break }
            let reader = TableReader(bytes: UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: Int(length))
            let isSubstitution = table == gsub
            guard let list = reader.u16(8).map(Int.init), let count = reader.u16(list), Int(index) < Int(count),
                  let lookupOffset = reader.u16(list + 2 + 2 * Int(index)).map({ list + Int($0) }),
                  let type = reader.u16(lookupOffset), let flag = reader.u16(lookupOffset + 2),
                  let subtables = reader.u16(lookupOffset + 4), flag == 0
            else { failed = true; break }
            for k in 0..<Int(subtables) {
                guard var subtable = reader.u16(lookupOffset + 6 + 2 * k).map({ lookupOffset + Int($0) }) else { failed = true; break }
                var kind = type
                if kind == (isSubstitution ? 7 : 9) {
                    // An extension: the real subtable at a 32-bit offset.
                    guard let real = reader.u16(subtable + 2), let offset = reader.u32(subtable + 4) else { failed = true; break }
                    kind = real
                    subtable += Int(offset)
                }
                guard kind == (isSubstitution ? 6 : 8), reader.u16(subtable) == 3,
                      let rule = readChainRule(reader, at: subtable, space: space)
                else { failed = true; break }
                if let rule { rules.append(rule) }
            }
        }
        if failed {
            for rule in rules { for set in [rule.input, rule.before, rule.after] { hb_set_destroy(set) } }
            return nil
        }
        return rules
    }

    /// A chaining context subtable of format 3 at `offset`: nil (outer) if it cannot be
    /// read, nil (inner) if no space is in its context.
    private static func readChainRule(_ reader: TableReader, at offset: Int, space: hb_codepoint_t) -> Rule?? {
        var position = offset + 2
        func coverages() -> [Int]? {
            guard let count = reader.u16(position) else { return nil }
            var list: [Int] = []
            for k in 0..<Int(count) {
                guard let coverage = reader.u16(position + 2 + 2 * k) else { return nil }
                list.append(offset + Int(coverage))
            }
            position += 2 + 2 * Int(count)
            return list
        }
        guard let backtrack = coverages(), let input = coverages(), let lookahead = coverages() else { return nil }
        let sets = (input: hb_set_create()!, before: hb_set_create()!, after: hb_set_create()!)
        var ok = true
        for coverage in input { ok = ok && reader.addCoverage(at: coverage, to: sets.input) }
        // Beyond the first position that may hold a space, in each direction.
        var reaches = false
        for (positions, set) in [(backtrack, sets.before), (lookahead, sets.after)] {
            var beyond = false
            for coverage in positions {
                if beyond {
                    ok = ok && reader.addCoverage(at: coverage, to: set)
                } else {
                    let here = hb_set_create()!
                    ok = ok && reader.addCoverage(at: coverage, to: here)
                    beyond = hb_set_has(here, space) != 0
                    reaches = reaches || beyond
                    hb_set_destroy(here)
                }
            }
        }
        guard ok, reaches else {
            for set in [sets.input, sets.before, sets.after] { hb_set_destroy(set) }
            return ok ? .some(nil) : nil
        }
        return .some(Rule(input: sets.input, before: sets.before, after: sets.after))
    }

    /// The ligatures the substitutions among `lookups` make (GSUB lookup type 4, also
    /// behind an extension), by their first and by their last component.
    private static func readLigatures(_ face: OpaquePointer, _ lookups: OpaquePointer) -> Ligatures {
        var result: Ligatures = ([:], [:])
        let blob = hb_face_reference_table(face, gsub)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length) else { return result }
        let reader = TableReader(bytes: UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: Int(length))
        guard let list = reader.u16(8).map(Int.init) else { return result }
        var lookup = hb_codepoint_t.max
        while hb_set_next(lookups, &lookup) != 0 {
            guard let offset = reader.u16(list + 2 + 2 * Int(lookup)).map({ list + Int($0) }),
                  let type = reader.u16(offset), let count = reader.u16(offset + 4) else { continue }
            for k in 0..<Int(count) {
                guard var subtable = reader.u16(offset + 6 + 2 * k).map({ offset + Int($0) }) else { continue }
                var kind = type
                if kind == 7, let real = reader.u16(subtable + 2), let jump = reader.u32(subtable + 4) {
                    kind = real
                    subtable += Int(jump)
                }
                guard kind == 4, reader.u16(subtable) == 1, let coverage = reader.u16(subtable + 2).map({ subtable + Int($0) }),
                      let sets = reader.u16(subtable + 4) else { continue }
                let firsts = reader.coverageGlyphs(at: coverage)
                for (index, first) in firsts.enumerated() where index < Int(sets) {
                    guard let set = reader.u16(subtable + 6 + 2 * index).map({ subtable + Int($0) }),
                          let ligatureCount = reader.u16(set) else { continue }
                    for l in 0..<Int(ligatureCount) {
                        guard let ligature = reader.u16(set + 2 + 2 * l).map({ set + Int($0) }),
                              let glyph = reader.u16(ligature), let components = reader.u16(ligature + 2), components >= 1
                        else { continue }
                        let last = components == 1 ? first : reader.u16(ligature + 4 + 2 * (Int(components) - 2)) ?? first
                        result.byFirst[hb_codepoint_t(first), default: []].append(hb_codepoint_t(glyph))
                        result.byLast[hb_codepoint_t(last), default: []].append(hb_codepoint_t(glyph))
                    }
                }
            }
        }
        return result
    }

    /// Whether `scalar`, or a glyph the plan's substitutions can turn it into, is
    /// changed by a lookup that looks across spaces. A character without a glyph
    /// in the font counts as sensitive.
    func isSensitive(_ scalar: UInt32) -> Bool {
        // What is known first: this is asked of nearly every character measured.
        if nothingSensitive { return false }
        if scalar < 0x3000 {
            let known = sensitiveBelow3000[Int(scalar)]
            if known >= 0 { return known == 1 }
        } else if let known = sensitiveScalars[scalar] {
            return known
        }
        guard let font, let face, let sensitiveGlyphs, let substitutions else { return true }
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

/// Big-endian reads from an OpenType table, nil past its end.
private struct TableReader {
    let bytes: UnsafePointer<UInt8>
    let count: Int

    func u16(_ at: Int) -> UInt16? {
        guard at >= 0, at + 2 <= count else { return nil }
        return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
    }

    func u32(_ at: Int) -> UInt32? {
        guard let high = u16(at), let low = u16(at + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    /// The glyphs of the coverage table at `at`, in coverage order.
    func coverageGlyphs(at: Int) -> [UInt16] {
        guard let format = u16(at), let count = u16(at + 2) else { return [] }
        var glyphs: [UInt16] = []
        for k in 0..<Int(count) {
            if format == 1, let glyph = u16(at + 4 + 2 * k) {
                glyphs.append(glyph)
            } else if format == 2, let first = u16(at + 4 + 6 * k), let last = u16(at + 6 + 6 * k), first <= last {
                glyphs += Array(first...last)
            }
        }
        return glyphs
    }

    /// Adds the glyphs of the coverage table at `at` (format 1, a list, or 2, ranges).
    func addCoverage(at: Int, to set: OpaquePointer) -> Bool {
        guard let format = u16(at), let count = u16(at + 2) else { return false }
        switch format {
        case 1:
            for k in 0..<Int(count) {
                guard let glyph = u16(at + 4 + 2 * k) else { return false }
                hb_set_add(set, hb_codepoint_t(glyph))
            }
        case 2:
            for k in 0..<Int(count) {
                guard let first = u16(at + 4 + 6 * k), let last = u16(at + 6 + 6 * k), first <= last else { return false }
                hb_set_add_range(set, hb_codepoint_t(first), hb_codepoint_t(last))
            }
        default:
            return false
        }
        return true
    }
}
