import CPango
import Synchronization

/// The width of "…" per font, measured once.
enum Ellipsis {
    static let string = "\u{2026}"
    private static let cache = Mutex<[TextAttributes: Int32]>([:])

    static func width(for attributes: TextAttributes) -> Int32 {
        if let width = cache.withLock({ $0[attributes] }) { return width }
        let width = TextSystem.withSession { session -> Int32 in
            let layout = ShapedText.makeLayout(AttributedText(string, attributes: attributes), session: session)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return logical.width
        }
        cache.withLock { $0[attributes] = width }
        return width
    }
}
