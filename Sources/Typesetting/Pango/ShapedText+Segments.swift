import CPango

/// Shaping a paragraph word by word, each word once per session: what Pango's
/// layout does (itemising, break attributes, shaping each item), step by step, with
/// an item's words shaped apart wherever the font allows it (``Segmentation``) and
/// their advances kept by the session for the next text that uses them.
///
/// A feed's texts are new, but their words are not; shaping, most of a first
/// measurement's cost, then runs for new words only. The results are those of
/// ``shapeLayout(_:scalarCount:utf16:utf8:session:)``, the whole-layout path, which
/// a test compares them with over many texts.
extension ShapedText {
    /// A word's advances in its font, as the session keeps them: in one array (a
    /// word copied out of the cache costs one retain, not one per field).
    struct SegmentShape {
        /// The word's widths, then its end corrections (as many), then the offsets in
        /// the word of the characters inside a cluster begun before them
        /// (``BreakFlags/insideCluster``; usually none).
        let values: [Int32]
        /// The word's characters.
        let count: Int32
        /// The logical top and bottom of its glyphs (Pango units, y down).
        let top: Int32, bottom: Int32
    }

    /// What a word's shaping depends on: the font, the item's analysis, the
    /// character before the word (HarfBuzz's context) and the word's UTF-8; for a
    /// whole item, the character after it too (`next`, nil for a word).
    struct SegmentKey: Hashable {
        var font: UInt, language: UInt
        var level: UInt8, script: UInt8
        var previous: UInt32
        var next: UInt32?
        var bytes: KeyBytes

        /// One word of the hasher's for a multiply-rotate mix of the key's own words: a
        /// key is looked up for every word of every text, and six rounds of the hasher
        /// were half of a lookup.
        func hash(into hasher: inout Hasher) {
            hasher.combine(bytes.mixed(with: UInt64(truncatingIfNeeded: font) ^ UInt64(previous) << 40))
        }

        /// The text first: a lookup compares its key with every key its probe passes
        /// over, and those nearly always share the font, language, level and script.
        static func == (a: SegmentKey, b: SegmentKey) -> Bool {
            a.bytes == b.bytes && a.previous == b.previous && a.next == b.next && a.font == b.font
                && a.language == b.language && a.level == b.level && a.script == b.script
        }
    }

    /// Some UTF-8 as part of a cache key: up to 24 bytes (most words) kept inline,
    /// longer ones in an array. A key is made for every word of every text measured,
    /// and an array for each was a tenth of the word cache's cost.
    struct KeyBytes: Hashable {
        private var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        private let count: Int
        /// The bytes of a key longer than the inline words (empty otherwise).
        private var long: [UInt8] = []

        init(_ start: UnsafeRawPointer, count: Int) {
            self.count = count
            if count > MemoryLayout.size(ofValue: words) {
                long = Array(UnsafeRawBufferPointer(start: start, count: count))
            } else {
                withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: start, byteCount: count) }
            }
        }

        static func == (a: KeyBytes, b: KeyBytes) -> Bool {
            a.words.0 == b.words.0 && a.count == b.count && a.words == b.words
                && (a.count <= MemoryLayout<(UInt64, UInt64, UInt64)>.size || a.long == b.long)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(mixed(with: 0))
        }

        /// The bytes and `seed` mixed into one word (the hasher that takes it spreads it).
        func mixed(with seed: UInt64) -> UInt64 {
            func mix(_ h: UInt64, _ value: UInt64) -> UInt64 {
                ((h << 5) | (h >> 59)) ^ value &* 0x9E37_79B9_7F4A_7C15
            }
            var h = mix(mix(seed, UInt64(truncatingIfNeeded: count)), words.0)
            h = mix(mix(h, words.1), words.2)
            if !long.isEmpty {
                long.withUnsafeBufferPointer { for byte in $0 { h = mix(h, UInt64(byte)) } }
            }
            return h
        }
    }

    /// Whether ``shapeBySegments(_:scalars:utf16:utf8:session:)`` gives this text's shaping:
    /// one run of attributes without letter spacing, short enough for one layout, and
    /// none of the characters the layout itself handles apart from shaping (tabs,
    /// forced line breaks inside a paragraph, other control characters), nor the
    /// fraction slash.
    static func shapesBySegments(_ text: AttributedText, scalars: [UInt32]) -> Bool {
        guard !scalars.isEmpty, scalars.count <= chunkScalars, text.runs.count == 1,
              text.runs[0].attributes.letterSpacing == 0 else { return false }
        for scalar in scalars {
            if scalar < 0x20 && scalar != 0x0A && scalar != 0x0D { return false }
            // U+2044 turns on HarfBuzz's fraction features, which `Segmentation` leaves out.
            if scalar == 0x85 || scalar == 0x2028 || scalar == 0x2044 { return false }
        }
        return true
    }

    /// Shapes `text` as Pango's layout would without a width (`pango_layout_check_lines`):
    /// paragraph by paragraph, the base direction of each found as the layout finds
    /// it, items from `pango_itemize_with_base_dir`, break attributes from the default
    /// breaks tailored per item, and each item shaped with `pango_shape_item`, a word
    /// at a time where the font allows.
    static func shapeBySegments(_ text: AttributedText, scalars: [UInt32], utf16: [Int32], utf8: [Int32],
                                session: PangoSession, ownBreakRules: Bool = true) -> Shaped
    {
        let count = scalars.count
        var shaped = Shaped(widths: [Int32].filled(0, count: count),
                            endCorrections: [Int32].filled(0, count: count),
                            flags: [BreakFlags].filled([], count: count + 1), runs: [],
                            rtl: [Bool].filled(false, count: count))
        let attributes = text.runs[0].attributes
        let itemizing = pango_attr_list_new()!
        let description = attributes.font.makeDescription()
        pango_attr_list_insert(itemizing, pango_attr_font_desc_new(description))
        pango_font_description_free(description)
        // The layout's attributes that affect breaking: hyphens are never inserted.
        let breaking = pango_attr_list_new()!
        pango_attr_list_insert(breaking, pango_attr_insert_hyphens_new(0))
        defer {
            pango_attr_list_unref(itemizing)
            pango_attr_list_unref(breaking)
        }
        var breaks = [BreakFlags].filled([], count: count + 1)
        // The text's UTF-8 and a terminating zero, as Pango reads it.
        let bytes = text.string.utf8CString
        let length = Int32(bytes.count - 1)
        let scalarOfByte = { (byte: Int32) -> Int in
            var low = 0, high = utf8.count - 1
            while low < high {
                let mid = (low + high) / 2
                if utf8[mid] < byte { low = mid + 1 } else { high = mid }
            }
            return low
        }
        let flags = pango_context_get_round_glyph_positions(session.context) != 0
            ? PANGO_SHAPE_ROUND_POSITIONS : PANGO_SHAPE_NONE
        bytes.withUnsafeBufferPointer { buffer in
            do {
                let base = buffer.baseAddress!
                var previousDirection = pango_find_base_dir(base, length)
                if previousDirection == PANGO_DIRECTION_NEUTRAL {
                    previousDirection = pango_context_get_base_dir(session.context)
                }
                var start: Int32 = 0
                while true {
                    var delimiter: Int32 = 0, next: Int32 = 0
                    pango_find_paragraph_boundary(base + Int(start), length - start, &delimiter, &next)
                    var direction = pango_find_base_dir(base + Int(start), delimiter)
                    if direction == PANGO_DIRECTION_NEUTRAL { direction = previousDirection } else { previousDirection = direction }
                    let firstScalar = scalarOfByte(start)
                    let endScalar = scalarOfByte(start + next)
                    var list: UnsafeMutablePointer<GList>?
                    var items: [UnsafeMutablePointer<PangoItem>] = []
                    let delimiterScalar = scalarOfByte(start + delimiter)
                    if direction == PANGO_DIRECTION_LTR, delimiter > 0,
                       let plain = plainItems(scalars[firstScalar..<delimiterScalar], utf8: utf8[firstScalar...delimiterScalar],
                                              font: attributes.font, itemizing: itemizing, session: session)
                    {
                        for item in plain.reversed() { list = g_list_prepend(list, item) }
                        items = plain
                    } else {
                        list = pango_itemize_with_base_dir(session.context, direction, base, start, delimiter, itemizing, nil)
                        var node = list
                        while let n = node {
                            items.append(n.pointee.data.assumingMemoryBound(to: PangoItem.self))
                            node = n.pointee.next
                        }
                    }
                    let paragraph = ParagraphText(base: base, start: start, length: next, items: items, breaking: breaking)
                    scalars.withUnsafeBufferPointer { scalars in
                        breaks.withUnsafeMutableBufferPointer { breaks in
                            paragraph.breaks(UnsafeBufferPointer(rebasing: scalars[firstScalar..<endScalar]),
                                             into: UnsafeMutableBufferPointer(rebasing: breaks[firstScalar...endScalar]),
                                             ownRules: ownBreakRules)
                        }
                    }
                    if direction == PANGO_DIRECTION_RTL {
                        for i in firstScalar..<endScalar { shaped.rtl[i] = true }
                    }
                    let shaper = ItemShaper(text: base, length: length, scalars: scalars, utf8: utf8,
                                            scalarOfByte: scalarOfByte, flags: flags, session: session)
                    for item in items {
                        let run = shaper.shape(item, into: &shaped)
                        let utf16Start = Int(utf16[run.start])
                        shaped.runs.append(Run(start: Int32(run.start), end: Int32(run.end), ascent: run.ascent,
                                               descent: run.descent, safeDistance: run.safeDistance,
                                               level: item.pointee.analysis.level,
                                               script: Self.script(of: item.pointee.analysis),
                                               attributes: text.attributes(at: utf16Start)))
                    }
                    g_list_free_full(list) { pango_item_free($0?.assumingMemoryBound(to: PangoItem.self)) }
                    if start + delimiter >= length { break }
                    start += next
                }
            }
        }
        // The break flags join the cluster interiors that shaping marked.
        for i in 0...count { shaped.flags[i].formUnion(breaks[i]) }
        return shaped
    }

    /// The items Pango's itemising makes of a left-to-right paragraph of `scalars`
    /// (their UTF-8 offsets in the text, and the end's, in `utf8`) in `font`, without
    /// itemising it, when it holds only plain characters, emoji and Chinese or
    /// Japanese: printable ASCII, Latin-1 letters, general punctuation (not the
    /// separators or format characters) and currency signs; emoji sequences of Unicode
    /// 13 or before (an emoji, with a skin tone or U+FE0F, a text-style emoji with
    /// U+FE0F, a flag, a keycap; joined by U+200D); Han ideographs, kana and the CJK
    /// punctuation of no script (U+3000 to U+3003, U+30FB, U+30FC and the fullwidth
    /// ， ！ ： ； ？ ．).
    ///
    /// As Pango's itemising does: each character has a script (Latin, Han, Hiragana,
    /// Katakana, or none), and a run of one script goes on over characters of none
    /// (those before the first script take it); emoji sequences and other characters
    /// are items apart; a character takes the first font of the run's language that
    /// has it (the base font, else, for CJK characters, the CJK font), and spaces
    /// none: they stay with the font before them, unless the next one comes earlier in
    /// the fontset (the base font after the CJK font). An item is each stretch of one
    /// run in one font. The items are copies of those Pango made of
    /// short samples (``PangoSession/PlainSample``: "中," gives Han's base-font item),
    /// placed, for the caller to free; nil for any other paragraph (and for brackets and
    /// quotes in one of several scripts, which Pango pairs across runs). Itemising
    /// (bidi levels, scripts, a font for each character) was a tenth of a feed text's
    /// first measurement, and a Chinese paragraph's took 200,000 instructions.
    static func plainItems(_ scalars: ArraySlice<UInt32>, utf8: ArraySlice<Int32>, font: Font, itemizing: OpaquePointer,
                           session: PangoSession) -> [UnsafeMutablePointer<PangoItem>]?
    {
        // Runs of plain characters and of emoji sequences, as scalar ranges (the run
        // being read kept apart, and added when the other kind begins).
        var runs: [(emoji: Bool, range: Range<Int>)] = []
        var runStart = scalars.startIndex, runIsEmoji = false
        var latin = false
        var i = scalars.startIndex
        while i < scalars.endIndex {
            // Letters, spaces and most ASCII punctuation start no emoji (digits, "#" and
            // "*" start keycaps).
            let first = scalars[i]
            let emojiEnd = (0x20...0x7E).contains(first) && !(0x30...0x39).contains(first) && first != 0x23 && first != 0x2A
                ? nil : emojiSequence(scalars, at: i)
            if emojiEnd == nil {
                switch first {
                case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF: latin = true
                case 0x20...0x7E, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0: break
                default:
                    // Chinese or Japanese: the runs of each script, as below.
                    return plainItemsAcrossScripts(scalars, utf8: utf8, font: font, itemizing: itemizing, session: session)
                }
            }
            if (emojiEnd != nil) != runIsEmoji {
                if i > runStart { runs.append((runIsEmoji, runStart..<i)) }
                runStart = i
                runIsEmoji = emojiEnd != nil
            }
            i = emojiEnd ?? i + 1
        }
        if i > runStart { runs.append((runIsEmoji, runStart..<i)) }
        guard let text = session.plainItem(font: font, sample: latin ? .latin : .common, itemizing: itemizing) else { return nil }
        let emoji = runs.contains { $0.emoji }
            ? session.plainItem(font: font, sample: latin ? .latinEmoji : .commonEmoji, itemizing: itemizing) : nil
        for run in runs {
            if run.emoji {
                // (Pango keeps a run's font for the joiner, the selector and the keycap mark.)
                guard let emoji, scalars[run.range].allSatisfy({ [0x200D, 0xFE0F, 0x20E3].contains($0) || emoji.has($0) })
                else { return nil }
            } else if !scalars[run.range].allSatisfy({ text.has($0) }) {
                return nil
            }
        }
        return runs.map { run in
            let item = pango_item_copy(run.emoji ? emoji!.item : text.item)!
            item.pointee.offset = utf8[run.range.lowerBound]
            item.pointee.length = utf8[run.range.upperBound] - utf8[run.range.lowerBound]
            item.pointee.num_chars = Int32(run.range.count)
            return item
        }
    }

    /// ``plainItems(_:utf8:font:itemizing:session:)`` of a paragraph that holds Chinese or
    /// Japanese: runs of each script, and in each the base font's characters, the CJK
    /// font's and emoji.
    private static func plainItemsAcrossScripts(_ scalars: ArraySlice<UInt32>, utf8: ArraySlice<Int32>, font: Font,
                                                itemizing: OpaquePointer, session: PangoSession) -> [UnsafeMutablePointer<PangoItem>]?
    {
        typealias Sample = PangoSession.PlainSample
        // Each character's kind, and the script of the run it belongs to.
        var kinds = [PlainKind].filled(.space, count: scalars.count)
        var scripts = [PlainScript].filled(.common, count: scalars.count)
        var runStart = 0, runScript = PlainScript.common
        var paired = false, severalScripts = false
        var i = scalars.startIndex
        while i < scalars.endIndex {
            let k = i - scalars.startIndex
            let scalar = scalars[i]
            // Letters, spaces and most ASCII punctuation start no emoji (digits, "#" and
            // "*" start keycaps).
            var end = i + 1
            let kind: PlainKind
            var script = PlainScript.common
            // (Nor do kana, ideographs and fullwidth forms.)
            if !((0x20...0x7E).contains(scalar) && !(0x30...0x39).contains(scalar) && scalar != 0x23 && scalar != 0x2A),
               !(0x3040...0x9FFF).contains(scalar), !(0xFF00...0xFFEF).contains(scalar),
               let emojiEnd = emojiSequence(scalars, at: i)
            {
                kind = .emoji
                end = emojiEnd
            } else {
                switch scalar {
                case 0x20, 0x3000: kind = .space
                case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF:
                    kind = .base
                    script = .latin
                case 0x28, 0x29, 0x3C, 0x3E, 0x5B, 0x5D, 0x7B, 0x7D, 0x2018...0x201F, 0x2039, 0x203A, 0x2045, 0x2046:
                    kind = .base
                    paired = true
                case 0x21...0x7E, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0: kind = .base
                case 0x3400...0x4DBF, 0x4E00...0x9FFF:
                    kind = .cjk
                    script = .han
                case 0x3041...0x3096, 0x309D...0x309F:
                    kind = .cjk
                    script = .hiragana
                case 0x30A1...0x30FA, 0x30FD...0x30FF:
                    kind = .cjk
                    script = .katakana
                case 0x3001...0x3003, 0x30FB, 0x30FC, 0xFF01, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F: kind = .cjk
                default: return nil
                }
            }
            for j in k..<(end - scalars.startIndex) { kinds[j] = j == k ? kind : .inside }
            if script != .common && script != runScript {
                if runScript == .common {
                    // The characters of no script before the first script take it.
                    runScript = script
                } else {
                    for j in runStart..<k { scripts[j] = runScript }
                    severalScripts = true
                    runStart = k
                    runScript = script
                }
            }
            i = end
        }
        for j in runStart..<scalars.count { scripts[j] = runScript }
        if paired && severalScripts { return nil }

        // The template of each character, and the items: stretches of one template.
        func sample(_ script: PlainScript, _ kind: PlainKind) -> Sample {
            switch (script, kind) {
            case (.latin, .emoji): .latinEmoji
            case (.latin, .cjk): .latinCJK
            case (.latin, _): .latin
            case (.common, .emoji): .commonEmoji
            case (.common, .cjk): .commonCJK
            case (.common, _): .common
            case (.han, .emoji): .hanEmoji
            case (.han, .cjk): .han
            case (.han, _): .hanBase
            case (.hiragana, .emoji): .hiraganaEmoji
            case (.hiragana, .cjk): .hiragana
            case (.hiragana, _): .hiraganaBase
            case (.katakana, .emoji): .katakanaEmoji
            case (.katakana, .cjk): .katakana
            case (.katakana, _): .katakanaBase
            }
        }
        func covers(_ template: PangoSession.PlainItem, _ scalar: UInt32, joiners: Bool) -> Bool {
            // (Pango keeps an emoji's font for the joiner, the selector and the keycap mark.)
            (joiners && (scalar == 0x200D || scalar == 0xFE0F || scalar == 0x20E3)) || template.has(scalar)
        }
        // The templates asked for in this paragraph.
        var templates = [PangoSession.PlainItem??].filled(nil, count: Sample.allCases.count)
        func template(_ script: PlainScript, _ kind: PlainKind) -> PangoSession.PlainItem? {
            let sample = sample(script, kind)
            if let known = templates[sample.rawValue] { return known }
            let found = session.plainItem(font: font, sample: sample, itemizing: itemizing)
            templates[sample.rawValue] = .some(found)
            return found
        }
        // Stretches of one run that are all emoji sequences or all other characters (Pango's
        // emoji iterator starts an item at each change), cut where the font changes; a space
        // keeps the font before it in its stretch, or takes the next one's, or (a stretch of
        // spaces) the base font's.
        var pieces: [(template: PangoSession.PlainItem, start: Int, end: Int)] = []
        var k = 0
        while k < scalars.count {
            let script = scripts[k], emoji = kinds[k] == .emoji
            var end = k + 1
            while end < scalars.count && scripts[end] == script && (kinds[end] == .emoji || kinds[end] == .inside) == emoji {
                end += 1
            }
            if emoji {
                guard let template = template(script, .emoji),
                      scalars[(scalars.startIndex + k)..<(scalars.startIndex + end)].allSatisfy({ covers(template, $0, joiners: true) })
                else { return nil }
                pieces.append((template, k, end))
                k = end
                continue
            }
            let first = pieces.count
            for j in k..<end {
                let kind = kinds[j]
                guard kind != .space else { continue }
                guard let template = template(script, kind),
                      covers(template, scalars[scalars.startIndex + j], joiners: false) else { return nil }
                if pieces.count > first, pieces[pieces.count - 1].template === template {
                    pieces[pieces.count - 1].end = j + 1
                } else if pieces.count > first {
                    // The spaces between two fonts go with the one earlier in the fontset (the
                    // base font before the CJK font; Pango's issue 249).
                    let last = pieces[pieces.count - 1]
                    let start = kind == .base && kinds[last.end - 1] == .cjk ? last.end : j
                    pieces[pieces.count - 1].end = start
                    pieces.append((template, start, j + 1))
                } else {
                    pieces.append((template, k, j + 1))
                }
            }
            if pieces.count == first {
                guard let template = template(script, .base) else { return nil }
                pieces.append((template, k, end))
            } else {
                pieces[pieces.count - 1].end = end
            }
            k = end
        }
        return pieces.map { piece in
            let item = pango_item_copy(piece.template.item)!
            let first = utf8.startIndex + piece.start, last = utf8.startIndex + piece.end
            item.pointee.offset = utf8[first]
            item.pointee.length = utf8[last] - utf8[first]
            item.pointee.num_chars = Int32(piece.end - piece.start)
            return item
        }
    }

    /// What a character of a plain paragraph is to itemising: a space (it keeps the
    /// font before it), a character of the base font or of the CJK font, the start
    /// of an emoji sequence, or a later character of one.
    private enum PlainKind { case space, base, cjk, emoji, inside }

    /// The scripts of plain paragraphs' runs.
    private enum PlainScript { case common, latin, han, hiragana, katakana }

    /// The end of the emoji sequence (of Unicode 13 or before) that starts at `i`, or nil.
    private static func emojiSequence(_ scalars: ArraySlice<UInt32>, at i: Int) -> Int? {
        func scalar(_ k: Int) -> UInt32? { k < scalars.endIndex ? scalars[k] : nil }
        func element(_ k: Int) -> Int? {
            guard let value = scalar(k) else { return nil }
            switch value {
            case 0x1F1E6...0x1F1FF:
                guard let next = scalar(k + 1), (0x1F1E6...0x1F1FF).contains(next) else { return nil }
                return k + 2
            case 0x30...0x39, 0x23, 0x2A:
                return scalar(k + 1) == 0xFE0F && scalar(k + 2) == 0x20E3 ? k + 3 : nil
            case 0x1F3FB...0x1F3FF, 0x00...0xFF:
                return nil
            default:
                guard let character = Unicode.Scalar(value) else { return nil }
                let properties = character.properties
                guard properties.isEmoji, let age = properties.age, age.major < 13 || (age.major == 13 && age.minor == 0)
                else { return nil }
                if properties.isEmojiPresentation {
                    if scalar(k + 1) == 0xFE0F { return k + 2 }
                    if properties.isEmojiModifierBase, let next = scalar(k + 1), (0x1F3FB...0x1F3FF).contains(next) { return k + 2 }
                    return k + 1
                }
                return scalar(k + 1) == 0xFE0F ? k + 2 : nil
            }
        }
        // Flags and keycaps are no elements of a joined sequence (Pango's emoji scanner):
        // a joiner beside one is itemised as text.
        func joins(_ k: Int) -> Bool {
            guard let value = scalar(k) else { return false }
            return !(0x1F1E6...0x1F1FF).contains(value) && !(0x30...0x39).contains(value) && value != 0x23 && value != 0x2A
        }
        guard var end = element(i) else { return nil }
        guard joins(i) else { return end }
        while scalar(end) == 0x200D, joins(end + 1), let next = element(end + 1) { end = next }
        return end
    }

    /// One paragraph of a text as Pango's layout breaks it: its UTF-8 (the
    /// delimiter included), its items, and the layout's attributes that bear on breaks.
    struct ParagraphText {
        /// The whole text, the paragraph's first byte in it, and its bytes.
        let base: UnsafePointer<CChar>
        let start: Int32, length: Int32
        let items: [UnsafeMutablePointer<PangoItem>]
        let breaking: OpaquePointer

        /// Writes the flags of positions `0...scalars.count` (the paragraph's
        /// characters): from ``BreakRules`` when `ownRules` and they cover every
        /// character, otherwise from Pango's default breaks tailored per item and the
        /// layout's attributes, as the layout finds them.
        func breaks(_ scalars: UnsafeBufferPointer<UInt32>, into flags: UnsafeMutableBufferPointer<BreakFlags>,
                    ownRules: Bool)
        {
            // The break before the paragraph is the one after the paragraph before:
            // Pango keeps it, finding the rest of that position's flags again.
            let carried = flags[0].intersection([.lineBreak, .mandatoryBreak])
            defer { flags[0].formUnion(carried) }
            if ownRules && BreakRules.paragraphFlags(scalars, into: flags) { return }
            let available = Int32(flags.count)
            var attrs = [PangoLogAttr].filled(PangoLogAttr(), count: flags.count)
            attrs.withUnsafeMutableBufferPointer { attrs in
                let paragraphAttrs = attrs.baseAddress!
                let text = base + Int(start)
                pango_default_break(text, length, nil, paragraphAttrs, available)
                var offset = 0
                for item in items {
                    pango_tailor_break(base + Int(item.pointee.offset), item.pointee.length,
                                       &item.pointee.analysis, -1, paragraphAttrs + offset, item.pointee.num_chars + 1)
                    offset += Int(item.pointee.num_chars)
                }
                if let first = items.first {
                    pango_attr_break(text, length, breaking, first.pointee.offset, paragraphAttrs, available)
                }
            }
            for i in 0..<flags.count { flags[i] = BreakFlags(attrs[i]) }
        }
    }
}

/// Shapes the items of one paragraph into a ``ShapedText/Shaped``: words the font
/// lets stand alone from the session's cache (or shaped alone and kept), the rest in
/// windows wide enough for the font's contexts.
private struct ItemShaper {
    let text: UnsafePointer<CChar>
    let length: Int32
    let scalars: [UInt32]
    /// The UTF-8 offset of each scalar, and of the end.
    let utf8: [Int32]
    let scalarOfByte: (Int32) -> Int
    let flags: PangoShapeFlags
    let session: PangoSession

    struct Result {
        var start: Int, end: Int
        var ascent: Int32, descent: Int32, safeDistance: Int32
    }

    /// A word: scalars `start..<end` of the text, and whether a lookup may change it
    /// from beyond its spaces.
    struct Segment {
        var start: Int, end: Int
        var sensitive: Bool
    }

    func shape(_ item: UnsafeMutablePointer<PangoItem>, into shaped: inout ShapedText.Shaped) -> Result {
        let first = scalarOfByte(item.pointee.offset)
        let end = first + Int(item.pointee.num_chars)
        let font = item.pointee.analysis.font
        let segmentation = font.map { session.segmentation(for: $0, item.pointee.analysis) }
        // An item with a skin tone is shaped whole: HarfBuzz put U+3000 and the tone
        // after it in one cluster when the window ended at the spaces after them, and in
        // two when it went on to the flag after the spaces (Noto Color Emoji, in a
        // Hebrew item).
        let segments = segmentation.map {
            $0.isSegmentable && !scalars[first..<end].contains { (0x1F3FB...0x1F3FF).contains($0) } ? cut(first..<end, $0) : []
        } ?? []
        let extents: Extents
        if let segmentation, !segments.isEmpty, let found = shapeSegments(item, segments, segmentation, into: &shaped) {
            extents = found
        } else {
            extents = shapeWhole(item, first..<end, into: &shaped)
        }
        let (top, bottom) = extents.top > extents.bottom ? (0, 0) : (extents.top, extents.bottom)
        let safe = ShapedText.approximateCharacterWidth(font, item.pointee.analysis.language, session: session) * 3
        return Result(start: first, end: end, ascent: -top, descent: bottom, safeDistance: safe)
    }

    /// The logical top and bottom of shaped glyphs (Pango units, y down), and how
    /// many glyphs came from the margins a window was asked about.
    struct Extents {
        var top = Int32.max, bottom = Int32.min
        var leftMargin = 0, rightMargin = 0

        mutating func add(_ other: Extents) {
            top = min(top, other.top)
            bottom = max(bottom, other.bottom)
        }
    }

    /// The item's scalars cut before each word that follows a space: a letter,
    /// number, punctuation or symbol (never a mark, a joiner or an emoji modifier,
    /// which HarfBuzz joins to the cluster before it).
    private func cut(_ range: Range<Int>, _ segmentation: Segmentation) -> [Segment] {
        var segments: [Segment] = []
        segments.reserveCapacity(range.count / 4 + 2)
        var start = range.lowerBound
        var sensitive = false
        for i in range {
            let scalar = scalars[i]
            if i > start && scalars[i - 1] == 0x20 && scalar != 0x20 && Self.startsWord(scalar) {
                segments.append(Segment(start: start, end: i, sensitive: sensitive))
                start = i
                sensitive = false
            }
            if scalar != 0x20 && !sensitive { sensitive = segmentation.isSensitive(scalar) }
        }
        segments.append(Segment(start: start, end: range.upperBound, sensitive: sensitive))
        return segments
    }

    /// Whether HarfBuzz looks past `scalar` for the context of the characters beside
    /// it: a mark or a default-ignorable character (a bidi control, a variation
    /// selector, the soft hyphen; a joiner too, which itself joins). "مرحبا" after
    /// U+200D and U+202C takes its joining form, after "x" and U+202C its initial
    /// one, and a word cache keyed by the one character before it (U+202C both times)
    /// gave one for the other.
    static func isSeenThrough(_ scalar: UInt32) -> Bool {
        if scalar < 0x300 { return scalar == 0xAD }
        guard let value = Unicode.Scalar(scalar) else { return false }
        if value.properties.isDefaultIgnorableCodePoint { return true }
        switch value.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static func startsWord(_ scalar: UInt32) -> Bool {
        // Printable ASCII is all letters, digits, punctuation and symbols.
        if scalar < 0x80 { return scalar > 0x20 && scalar != 0x7F }
        // Emoji modifiers (skin tones) extend the cluster before them in HarfBuzz, even
        // after a space.
        guard !(0x1F3FB...0x1F3FF).contains(scalar), let value = Unicode.Scalar(scalar) else { return false }
        switch value.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter,
             .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// Shapes the item's segments. Insensitive ones the session knows are copied;
    /// the rest are shaped in as few pieces as possible: runs of consecutive unknown
    /// insensitive segments, and windows around sensitive ones reaching at least the
    /// font's longest context of insensitive characters on either side (or the
    /// item's end), merged where they meet. Every insensitive segment shaped is then
    /// kept. Returns nil when a window's margin came out shorter in glyphs than the
    /// context (ligatures), so that the caller shapes the whole item.
    private func shapeSegments(_ item: UnsafeMutablePointer<PangoItem>, _ segments: [Segment],
                               _ segmentation: Segmentation, into shaped: inout ShapedText.Shaped) -> Extents?
    {
        let context = segmentation.maximumContext
        // Which segments must be shaped now: sensitive ones with their margins, and
        // insensitive ones the session does not know.
        var pending = [Bool].filled(false, count: segments.count)
        // Sensitive words that shape alone after their space, whatever their neighbours
        // (no rule they set off can match the words beside them): kept like other words.
        // (Most items have no sensitive word: nothing to find.)
        let anySensitive = segments.contains { $0.sensitive }
        var alone = anySensitive ? [Bool].filled(false, count: segments.count) : []
        if anySensitive {
            for (index, segment) in segments.enumerated() where segment.sensitive {
                // What a rule reaching past the word's spaces meets first on either side
                // (nothing before the item's first word: HarfBuzz shapes the item alone).
                let before = index == 0
                    ? [] : meets(from: segment.start - 2, step: -1, within: segments[index - 1].start..<segment.start - 1)
                let after = index + 1 < segments.count
                    ? meets(from: segment.end, step: 1, within: segments[index + 1].start..<segments[index + 1].end) : []
                // A character beside a mark or another character HarfBuzz sees through may be
                // composed with it into a glyph of its own: such a word keeps its window.
                let composes = before.count > 1 || after.count > 1
                    || (segment.end + 1 < scalars.count && !after.isEmpty && Self.isSeenThrough(scalars[segment.end + 1]))
                alone[index] = !composes
                    && segmentation.shapesAlone(scalars[segment.start..<segment.end], before: before[...], after: after[...])
            }
            // The others, with their margins; a word that shapes alone but falls in another's
            // window is shaped in it, so it needs its margins too.
            var due = segments.indices.filter { segments[$0].sensitive && !alone[$0] }
            var margined = [Bool].filled(false, count: segments.count)
            while let index = due.popLast() {
                guard !margined[index] else { continue }
                margined[index] = true
                pending[index] = true
                for direction in [-1, 1] {
                    var other = index, margin = 0
                    while margin < context {
                        other += direction
                        guard segments.indices.contains(other) else { break }
                        pending[other] = true
                        if segments[other].sensitive && !margined[other] { due.append(other) }
                        margin = segments[other].sensitive ? 0 : margin + segments[other].end - segments[other].start
                    }
                }
            }
        }
        var extents = Extents()
        for (index, segment) in segments.enumerated() {
            if anySensitive && alone[index] && !pending[index], var key = self.key(item, segment), key.next == nil {
                key.next = index == 0 ? Self.shapedFirst : Self.shapedAlone
                extents.add(shapeAlone(item, segment, key: key, into: &shaped))
                continue
            }
            guard !segment.sensitive, let key = self.key(item, segment) else {
                pending[index] = true
                continue
            }
            if !pending[index], let known = session.segmentShapes.value(for: key) {
                extents.add(copy(known, to: segment.start, into: &shaped))
            } else {
                pending[index] = true
            }
        }
        var index = 0
        while index < segments.count {
            guard pending[index] else { index += 1; continue }
            var last = index
            while last + 1 < segments.count && pending[last + 1] { last += 1 }
            let piece = segments[index...last]
            // The margins that must hold the context: the insensitive segments between
            // the piece's ends and its first and last sensitive ones.
            var margins: (Range<Int>?, Range<Int>?) = (nil, nil)
            if let first = piece.first(where: \.sensitive), let final = piece.last(where: \.sensitive) {
                if index > 0 { margins.0 = piece.first!.start..<first.start }
                if last < segments.count - 1 { margins.1 = final.end..<piece.last!.end }
            }
            let result = shapeWindow(item, piece.first!.start..<piece.last!.end, margins: margins,
                                     segments: piece, into: &shaped)
            if margins.0 != nil && result.extents.leftMargin < context
                || margins.1 != nil && result.extents.rightMargin < context
            {
                return nil
            }
            extents.add(result.extents)
            // The words shaped are kept (their keys made again: few words are new, and a
            // key kept for every word of every text cost more than making these twice).
            for (offset, segment) in piece.enumerated() where !segment.sensitive {
                guard let segmentExtents = result.segments[offset], let key = self.key(item, segment) else { continue }
                let range = segment.start..<segment.end
                session.remember(kept(range, of: shaped, segmentExtents), for: key, font: item.pointee.analysis.font)
            }
            index = last + 1
        }
        return extents
    }

    /// The characters met going from `start` by `step` within `range`: those HarfBuzz
    /// sees through (a rule's context passes them) and the first it does not.
    private func meets(from start: Int, step: Int, within range: Range<Int>) -> [UInt32] {
        var met: [UInt32] = []
        var position = start
        while range.contains(position) {
            met.append(scalars[position])
            if !Self.isSeenThrough(scalars[position]) { break }
            position += step
        }
        return met
    }

    /// The ``ShapedText/SegmentKey/next`` of a sensitive word kept as it shapes after its
    /// space alone (no character has this value).
    private static let shapedAlone: UInt32 = 0xFFFF_FFFE
    /// The same for the item's first word, shaped without a space before it (a mention
    /// that starts a tweet, or follows an emoji, was shaped in a window with its
    /// neighbours every time: 2% of measuring a feed row).
    private static let shapedFirst: UInt32 = 0xFFFF_FFFD

    /// A sensitive word that shapes after its space alone (see
    /// ``Segmentation/shapesAlone(_:before:after:)``), from the session's words or shaped
    /// with that space and kept: the space's own width and end correction are left as
    /// its word gives them. The item's first word has no space before it, and is
    /// shaped on its own.
    private func shapeAlone(_ item: UnsafeMutablePointer<PangoItem>, _ segment: Segment, key: ShapedText.SegmentKey,
                            into shaped: inout ShapedText.Shaped) -> Extents
    {
        if let known = session.segmentShapes.value(for: key) { return copy(known, to: segment.start, into: &shaped) }
        if key.next == Self.shapedFirst {
            let own = shapeWindow(item, segment.start..<segment.end, segments: [segment], into: &shaped).segments[0] ?? Extents()
            session.remember(kept(segment.start..<segment.end, of: shaped, own), for: key, font: item.pointee.analysis.font)
            return own
        }
        let space = segment.start - 1
        let spaceShape = (shaped.widths[space], shaped.endCorrections[space])
        let result = shapeWindow(item, space..<segment.end,
                                 segments: [Segment(start: space, end: segment.start, sensitive: false), segment], into: &shaped)
        (shaped.widths[space], shaped.endCorrections[space]) = spaceShape
        let own = result.segments[1] ?? Extents()
        let range = segment.start..<segment.end
        session.remember(kept(range, of: shaped, own), for: key, font: item.pointee.analysis.font)
        return own
    }

    /// Shapes an item in one piece (its font cannot be cut into words, or a window
    /// came out shorter than its context). Items in scripts whose shaping reads no
    /// character outside the item but its neighbours (an emoji, a run of Chinese or
    /// Hebrew, most of a feed's unsegmentable items) are kept by the session with
    /// both neighbours in the key, and copied when they come again.
    private func shapeWhole(_ item: UnsafeMutablePointer<PangoItem>, _ range: Range<Int>,
                            into shaped: inout ShapedText.Shaped) -> Extents
    {
        guard Self.shapesWithinNeighbours(item.pointee.analysis.script), item.pointee.analysis.font != nil else {
            return shapeWindow(item, range, into: &shaped).extents
        }
        let next = range.upperBound < scalars.count ? scalars[range.upperBound] : UInt32.max
        guard var key = self.key(item, Segment(start: range.lowerBound, end: range.upperBound, sensitive: false)),
              !Self.isSeenThrough(next)
        else {
            return shapeWindow(item, range, into: &shaped).extents
        }
        key.next = next
        if let known = session.segmentShapes.value(for: key) { return copy(known, to: range.lowerBound, into: &shaped) }
        let extents = shapeWindow(item, range, into: &shaped).extents
        session.remember(kept(range, of: shaped, extents), for: key, font: item.pointee.analysis.font)
        return extents
    }

    /// Scripts HarfBuzz shapes without reading the text around an item (its context
    /// serves joining scripts such as Arabic, and the complex shapers): Common and
    /// Inherited (emoji, symbols, punctuation), Latin, Greek, Cyrillic, Hebrew, Han,
    /// Hiragana, Katakana, Hangul and Bopomofo.
    private static func shapesWithinNeighbours(_ script: UInt8) -> Bool {
        switch GUnicodeScript(rawValue: Int32(script)) {
        case G_UNICODE_SCRIPT_COMMON, G_UNICODE_SCRIPT_INHERITED, G_UNICODE_SCRIPT_LATIN, G_UNICODE_SCRIPT_GREEK,
             G_UNICODE_SCRIPT_CYRILLIC, G_UNICODE_SCRIPT_HEBREW, G_UNICODE_SCRIPT_HAN, G_UNICODE_SCRIPT_HIRAGANA,
             G_UNICODE_SCRIPT_KATAKANA, G_UNICODE_SCRIPT_HANGUL, G_UNICODE_SCRIPT_BOPOMOFO:
            return true
        default:
            return false
        }
    }

    /// The cache key of an insensitive segment; nil when the character before it is
    /// one HarfBuzz sees through (then what comes before that shapes the segment too),
    /// unless that is a variation selector after a character HarfBuzz does not see
    /// through: the key then holds both ("⭐️", "❤️" and "☕️" end in U+FE0F, and the
    /// space after one, which starts an item, was shaped anew every time).
    /// The last word of an item in a script whose shaping reads the text around it
    /// (Arabic joins across the item's end: "ح" before U+200D takes its initial form,
    /// 1.1 pt narrower at 17 pt than before an emoji) is kept with the character after
    /// it too, and not at all when HarfBuzz sees through that one.
    private func key(_ item: UnsafeMutablePointer<PangoItem>, _ segment: Segment) -> ShapedText.SegmentKey? {
        var previous = segment.start > 0 ? scalars[segment.start - 1] : 0
        if segment.start > 0, Self.isSeenThrough(previous) {
            guard (0xFE00...0xFE0F).contains(previous), segment.start > 1, !Self.isSeenThrough(scalars[segment.start - 2])
            else { return nil }
            // Scalars take 21 bits: the selector's number goes above them.
            previous = scalars[segment.start - 2] | (previous - 0xFE00 + 1) << 21
        }
        let startByte = utf8[segment.start], endByte = utf8[segment.end]
        let analysis = item.pointee.analysis
        var next: UInt32?
        if endByte == item.pointee.offset + item.pointee.length, !Self.shapesWithinNeighbours(analysis.script) {
            next = segment.end < scalars.count ? scalars[segment.end] : UInt32.max
            if Self.isSeenThrough(next!) { return nil }
        }
        return ShapedText.SegmentKey(
            font: UInt(bitPattern: analysis.font), language: UInt(bitPattern: analysis.language),
            level: analysis.level, script: analysis.script,
            previous: previous, next: next,
            bytes: ShapedText.KeyBytes(text + Int(startByte), count: Int(endByte - startByte)))
    }

    private typealias SegmentShape = ShapedText.SegmentShape

    /// Writes a kept word's advances, end corrections and cluster interiors at scalar
    /// `start`; returns its extents.
    private func copy(_ known: SegmentShape, to start: Int, into shaped: inout ShapedText.Shaped) -> Extents {
        let count = Int(known.count)
        known.values.withUnsafeBufferPointer { values in
            shaped.widths.withUnsafeMutableBufferPointer { widths in
                shaped.endCorrections.withUnsafeMutableBufferPointer { corrections in
                    for k in 0..<count {
                        widths[start + k] = values[k]
                        corrections[start + k] = values[count + k]
                    }
                }
            }
            for offset in values[(2 * count)...] { shaped.flags[start + Int(offset)].insert(.insideCluster) }
        }
        return Extents(top: known.top, bottom: known.bottom)
    }

    /// What the session keeps of the word at scalars `range`, just shaped into `shaped`.
    private func kept(_ range: Range<Int>, of shaped: ShapedText.Shaped, _ extents: Extents) -> SegmentShape {
        var values = [Int32]()
        values.reserveCapacity(2 * range.count)
        values.append(contentsOf: shaped.widths[range])
        values.append(contentsOf: shaped.endCorrections[range])
        for k in range where shaped.flags[k].contains(.insideCluster) { values.append(Int32(k - range.lowerBound)) }
        return SegmentShape(values: values, count: Int32(range.count), top: extents.top, bottom: extents.bottom)
    }

    /// Shapes scalars `range` of the item as one piece with `pango_shape_item`, as the
    /// layout shapes a whole item, and writes their widths and end corrections.
    /// Counts the glyphs of the scalars in `margins`, and gives the extents of the
    /// glyphs of each of `segments` (nil for one without glyphs).
    private func shapeWindow(_ item: UnsafeMutablePointer<PangoItem>, _ range: Range<Int>,
                             margins: (Range<Int>?, Range<Int>?) = (nil, nil), segments: ArraySlice<Segment> = [],
                             into shaped: inout ShapedText.Shaped) -> (extents: Extents, segments: [Extents?])
    {
        var piece = item.pointee
        let startByte = utf8[range.lowerBound]
        piece.offset = startByte
        piece.length = utf8[range.upperBound] - startByte
        piece.num_chars = Int32(range.count)
        let glyphs = pango_glyph_string_new()!
        defer { pango_glyph_string_free(glyphs) }
        var widths = [Int32].filled(0, count: range.count)
        for k in range { shaped.endCorrections[k] = 0 }
        withUnsafeMutablePointer(to: &piece) { piece in
            pango_shape_item(piece, text, length, nil, glyphs, flags)
            pango_glyph_string_get_logical_widths(glyphs, text + Int(startByte), piece.pointee.length,
                                                  Int32(piece.pointee.analysis.level), &widths)
            ShapedText.markClusterInteriors(glyphs, range, utf8: utf8, into: &shaped.flags)
            ShapedText.recordKerningCorrections(glyphs, item: piece, firstScalar: range.lowerBound,
                                                scalarOfByte: scalarOfByte, line: 0..<0, halves: { _ in (0, 0) },
                                                text: text, session: session, into: &shaped.endCorrections)
        }
        for k in 0..<range.count { shaped.widths[range.lowerBound + k] = widths[k] }
        var perSegment = [Extents?].filled(nil, count: segments.count)
        guard !segments.isEmpty, let clusters = glyphs.pointee.log_clusters else {
            let logical = session.logicalExtents(glyphs, 0..<glyphs.pointee.num_glyphs, font: piece.analysis.font)
            return (Extents(top: logical.top, bottom: logical.bottom), perSegment)
        }
        // The scalar of each byte of the window, for the glyphs' clusters.
        var scalarOfOffset = [Int32].filled(0, count: Int(piece.length) + 1)
        for k in range {
            for byte in utf8[k]..<utf8[k + 1] { scalarOfOffset[Int(byte - startByte)] = Int32(k) }
        }
        scalarOfOffset[Int(piece.length)] = Int32(range.upperBound)
        // Each segment's glyphs are consecutive (in either direction): their first and last.
        var glyphRanges = [(first: Int32, last: Int32)?].filled(nil, count: segments.count)
        var extents = Extents()
        var segment = 0
        for g in 0..<Int(glyphs.pointee.num_glyphs) {
            let scalar = Int(scalarOfOffset[Int(clusters[g])])
            if margins.0?.contains(scalar) == true { extents.leftMargin += 1 }
            if margins.1?.contains(scalar) == true { extents.rightMargin += 1 }
            while segment > 0 && scalar < segments[segments.startIndex + segment].start { segment -= 1 }
            while segment < segments.count - 1 && scalar >= segments[segments.startIndex + segment].end { segment += 1 }
            let bounds = glyphRanges[segment] ?? (Int32(g), Int32(g))
            glyphRanges[segment] = (min(bounds.first, Int32(g)), max(bounds.last, Int32(g)))
        }
        for (k, bounds) in glyphRanges.enumerated() {
            guard let bounds else { continue }
            let logical = session.logicalExtents(glyphs, bounds.first..<bounds.last + 1, font: piece.analysis.font)
            perSegment[k] = Extents(top: logical.top, bottom: logical.bottom)
            extents.add(perSegment[k]!)
        }
        return (extents, perSegment)
    }
}

extension PangoSession {
    /// ``Segmentation`` for a font in an item's script, direction and language.
    func segmentation(for font: UnsafeMutablePointer<PangoFont>, _ analysis: PangoAnalysis) -> Segmentation {
        let key = SegmentationKey(font: UInt(bitPattern: font), language: UInt(bitPattern: analysis.language),
                                  script: analysis.script, rightToLeft: analysis.level % 2 == 1)
        if let known = segmentations[key] { return known }
        hold(font)
        let made = Segmentation(font: font, analysis: analysis)
        segmentations[key] = made
        return made
    }

    /// Keeps a word's shaping (past ``segmentLimit`` words, in place of the least
    /// recently used).
    func remember(_ shape: ShapedText.SegmentShape, for key: ShapedText.SegmentKey,
                  font: UnsafeMutablePointer<PangoFont>?)
    {
        guard let font else { return }
        hold(font)
        segmentShapes.insert(shape, for: key)
    }
}
