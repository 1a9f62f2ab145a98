import CPango
import Synchronization

/// FreeType faces that Cairo never closes, so that sessions on several threads can
/// share them.
///
/// Cairo 1.16 opens a FreeType face per font file and keeps at most 10 open; to
/// open another, it closes one that no thread holds *at that instant*, reading the
/// other font's lock count without taking that font's lock. A thread that has just
/// taken the face it closes then reads freed memory: with more than ten font files
/// in use on two threads, measuring or drawing crashed in
/// `cairo_scaled_font_glyph_extents` (four threads laying out text in twenty fonts
/// crashed every run). Faces that Cairo is given, rather than opens itself, are
/// never closed: each font this process's Pango font maps create gets the face of
/// its file (opened once, on first use, and kept for the life of the process) in
/// the pattern Cairo reads, and Cairo guards each face with its own lock as before.
///
/// The wrapper is installed on Pango's Cairo font map class, so it serves every such
/// font map in the process, an app's own included. Faces stay open: one per font file
/// (and index in it) that text has used, about 0.8 MB of memory for a face of the Noto
/// CJK collections, far less for other fonts.
enum FontFaces {
    /// The faces opened so far, by file and index in the file.
    private struct Opened: ~Copyable {
        var library: FT_Library?
        var faces: [Key: FT_Face] = [:]
    }

    private struct Key: Hashable {
        let file: String, index: Int32
    }

    private static let opened = Mutex(Opened())

    /// Pango's own `create_font` of the Cairo font map class, which ``install(on:)`` wraps.
    private static let original = Atomic<UInt>(0)

    /// Whether the font map class now hands Cairo faces of its own (false if Pango's
    /// class did not look as expected, which leaves Pango's behaviour unchanged).
    static var isInstalled: Bool { original.load(ordering: .acquiring) != 0 }

    private typealias CreateFont = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?)
        -> UnsafeMutableRawPointer?

    /// Wraps the `create_font` of `fontMap`'s class (once for the process; every
    /// Cairo font map of Pango shares the class).
    ///
    /// `PangoFcFontMapClass` is not public; its layout has been stable since Pango
    /// 1.24 (after `PangoFontMapClass`: two deprecated slots, seven context and
    /// fontset slots, `create_font`, four reserved). Every slot is checked against
    /// that shape before the one is replaced.
    static func install(on fontMap: UnsafeMutablePointer<PangoFontMap>) {
        opened.withLock { _ in
            guard original.load(ordering: .relaxed) == 0 else { return }
            let instance = UnsafeMutableRawPointer(fontMap).assumingMemoryBound(to: GTypeInstance.self)
            guard let typeClass = instance.pointee.g_class else { return }
            var query = GTypeQuery()
            g_type_query(typeClass.pointee.g_type, &query)
            let slotCount = 14, createFontSlot = 9
            let parentBytes = MemoryLayout<PangoFontMapClass>.size, classBytes = query.class_size
            guard Int(classBytes) == parentBytes + slotCount * MemoryLayout<UnsafeRawPointer>.stride else { return }
            let slots = (UnsafeMutableRawPointer(typeClass) + parentBytes)
                .assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
            // default_substitute and new_font unset (deprecated), get_resolution through
            // create_font set, the reserved ones unset.
            for slot in 0..<slotCount where (slots[slot] != nil) != (2...createFontSlot).contains(slot) { return }
            guard let create = slots[createFontSlot] else { return }
            original.store(UInt(bitPattern: create), ordering: .releasing)
            slots[createFontSlot] = unsafeBitCast(createFont, to: UnsafeMutableRawPointer.self)
        }
    }

    /// Pango's `create_font`, then the font's pattern given the face of its file, and
    /// its Cairo scaled font made with that face and kept (``ScaledFonts``).
    private static let createFont: CreateFont = { fontMap, key in
        let create = unsafeBitCast(UnsafeRawPointer(bitPattern: original.load(ordering: .acquiring)), to: CreateFont.self)
        guard let font = create(fontMap, key) else { return nil }
        attachFace(to: font.assumingMemoryBound(to: PangoFcFont.self))
        if let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) { ScaledFonts.keep(scaled) }
        return font
    }

    /// Replaces the font's pattern (a reference of its own) by a copy that carries
    /// the FreeType face of its file. Cairo, which makes the font's face from this
    /// pattern the first time the font is measured or drawn, then uses that face.
    private static func attachFace(to font: UnsafeMutablePointer<PangoFcFont>) {
        guard let pattern = font.pointee.font_pattern else { return }
        var existing: FT_Face?
        guard FcPatternGetFTFace(pattern, FC_FT_FACE, 0, &existing) != FcResultMatch else { return }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return }
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
        guard let face = face(file: path, index: index), let copy = FcPatternDuplicate(pattern) else { return }
        guard FcPatternAddFTFace(copy, FC_FT_FACE, face) != 0 else {
            FcPatternDestroy(copy)
            return
        }
        font.pointee.font_pattern = copy
        FcPatternDestroy(pattern)
    }

    /// The face of `index` in `file`, opened the first time it is asked for (nil if
    /// FreeType cannot open it; then Cairo opens the file itself, as before).
    private static func face(file: String, index: Int32) -> FT_Face? {
        opened.withLock { opened in
            let key = Key(file: file, index: index)
            if let face = opened.faces[key] { return face }
            if opened.library == nil {
                var library: FT_Library?
                guard FT_Init_FreeType(&library) == 0 else { return nil }
                opened.library = library
            }
            var face: FT_Face?
            guard FT_New_Face(opened.library, file, FT_Long(index), &face) == 0, let face else { return nil }
            opened.faces[key] = face
            return face
        }
    }

    /// How many faces have been opened (for tests).
    static var openedCount: Int { opened.withLock { $0.faces.count } }
}
