import CellsTool
import Controllers
import Demos
import Foundation
import Rendering
import Table
import Typesetting
import Views

/// One page's screen: a window with a demo's controllers, scrolled, turned and
/// restyled as the page asks, and told as frames of layers.
///
/// A frame is the screen cut into layers in painting order: the screen under the table's
/// content (`base`), each view in the table (rows, section headers and footers, the
/// table's header and footer), and each view painted above the table (the navigation
/// bar, the status bar). Each layer is rendered once to a PNG under a key naming its
/// content, size, traits and scale; the page composites them. Layout runs here, on the
/// session's own thread; a session is used by one task at a time and is not `Sendable`.
package final class PreviewSession {
    let cache: LayerCache
    private(set) var settings: PreviewSettings
    private var window: Window
    private var table: TableView?
    private var sequence = 0
    /// Which way the page scrolled last (+1 down, −1 up, 0 not yet), and how far below
    /// the screen rows have been drawn ahead (``prefetch()``).
    private var direction = 0.0
    private var prefetchedTo: CGFloat?
    /// How far drawing ahead moved the content since the last frame: measured rows
    /// change the estimate of the rows above, and the table keeps its first visible row
    /// in place by moving the offset. The page's next offset is read shifted by it.
    private var shift: CGFloat = 0

    init(settings: PreviewSettings, cache: LayerCache) throws(PreviewError) {
        self.settings = settings
        self.cache = cache
        window = try Self.makeWindow(settings)
        table = ScreenRender.firstTable(in: window.view)
    }

    /// A session showing `demo` on an iPhone 15 at `scale` with its own cache, for the
    /// benchmarks.
    package convenience init(demo: String, scale: Double? = nil) throws {
        var settings = PreviewSettings()
        settings.demo = demo
        settings.scale = scale
        try self.init(settings: settings, cache: LayerCache())
    }

    private static func makeWindow(_ settings: PreviewSettings) throws(PreviewError) -> Window {
        let controller: ViewController
        do { controller = try settings.screen.makeViewController(options: settings.options) } catch {
            throw .badMessage(error.description)
        }
        let window = Window(device: settings.orientedDevice)
        window.preferredContentSizeCategory = settings.category
        window.userInterfaceStyle = settings.dark ? .dark : .light
        window.layoutDirection = settings.rightToLeft ? .rightToLeft : .leftToRight
        if let scale = settings.scale { window.displayScale = CGFloat(scale) }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    // MARK: Changes the page asks for

    /// Shows `next`: a new window for another demo or other options; otherwise the same
    /// window turned, moved to another device or given new traits, so that the table
    /// keeps its anchor row where it was, as it promises.
    func configure(_ next: PreviewSettings) throws(PreviewError) {
        if next.demo != settings.demo || next.options != settings.options {
            window = try Self.makeWindow(next)
            table = ScreenRender.firstTable(in: window.view)
        } else {
            if next.device != settings.device || next.landscape != settings.landscape {
                window.setDevice(next.orientedDevice)
            }
            if next.category != settings.category { window.preferredContentSizeCategory = next.category }
            if next.dark != settings.dark { window.userInterfaceStyle = next.dark ? .dark : .light }
            if next.rightToLeft != settings.rightToLeft { window.layoutDirection = next.rightToLeft ? .rightToLeft : .leftToRight }
            if next.scale != settings.scale { window.displayScale = CGFloat(next.pixelsPerPoint) }
        }
        settings = next
        prefetchedTo = nil
        shift = 0
        window.layoutIfNeeded()
    }

    /// The offsets the table may show: from its top inset to its content's end.
    private var offsetRange: ClosedRange<CGFloat> {
        guard let table else { return 0...0 }
        let inset = table.adjustedContentInset
        let lowest = -inset.top
        return lowest...max(lowest, table.contentSize.height + inset.bottom - table.bounds.height)
    }

    /// Scrolls the table to `y` (kept in range and on the pixel grid) and lays out.
    package func scroll(to y: Double) -> (layoutMicros: Double, rowsMeasured: Int) {
        guard let table else { return (0, 0) }
        let measuredBefore = table.statistics.rowsMeasured
        let start = DispatchTime.now().uptimeNanoseconds
        let range = offsetRange
        let scale = CGFloat(settings.pixelsPerPoint)
        let wanted = min(max(CGFloat(y.isFinite ? y : 0) + shift, range.lowerBound), range.upperBound)
        shift = 0
        let previous = table.contentOffset.y
        table.contentOffset = CGPoint(x: table.contentOffset.x, y: (wanted * scale).rounded() / scale)
        if table.contentOffset.y != previous { direction = table.contentOffset.y > previous ? 1 : -1 }
        if direction < 0 { prefetchedTo = nil }
        window.layoutIfNeeded()
        let micros = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
        return (micros, table.statistics.rowsMeasured - measuredBefore)
    }

    // MARK: Frames

    /// Draws the rows the page will show next while it is idle: with the table moved a
    /// quarter of a screen further down each time (to a screen and a half below), lays
    /// out, renders the layers not yet in the cache, and moves back. Returns whether
    /// there may be more to do.
    ///
    /// Rows measured below the screen can change the estimate of the unmeasured rows
    /// above it, and with it the offset that shows the same rows: the session goes back
    /// to the same rows (not to the same number) and reads the page's next offset
    /// shifted by the difference. Only downwards, the way a page scrolls first and most.
    /// A frame that brings a tall new row, which takes longer than a display refresh to
    /// draw at 3×, then finds it drawn.
    package func prefetch() -> Bool {
        guard let table, direction >= 0 else { return false }
        let saved = table.contentOffset
        let step = table.bounds.height / 4
        let next = max(prefetchedTo ?? saved.y, saved.y) + step
        guard step > 0, next <= saved.y + table.bounds.height * 1.5, next <= offsetRange.upperBound else { return false }
        prefetchedTo = next
        let anchor = table.indexPathsForVisibleRows?.first
        let anchorTop = anchor.map { table.rectForRow(at: $0).minY }
        table.contentOffset = CGPoint(x: saved.x, y: next)
        window.layoutIfNeeded()
        _ = makeLayers()
        // Back to the same rows in the same places (not to the same number: the rows
        // above may have moved with the estimate).
        var moved: CGFloat = 0
        if let anchor, let anchorTop { moved = table.rectForRow(at: anchor).minY - anchorTop }
        table.contentOffset = CGPoint(x: saved.x, y: saved.y + moved)
        window.layoutIfNeeded()
        shift += moved
        prefetchedTo = next + moved
        return true
    }

    /// A layer of a frame: its image's key and where it goes, in window points.
    struct Layer {
        var key: String
        var frame: CGRect
        var clip: CGRect?
    }

    /// The screen as layers, rendering the ones not yet in the cache, as the frame
    /// message: `{"type":"frame","seq":…,"width":…,"height":…,"scale":…,"offset":…,
    /// "minOffset":…,"maxOffset":…,"layers":[{"key":…,"x":…,"y":…,"w":…,"h":…,"clip":[x,y,w,h]}],
    /// "layoutMicros":…,"rowsMeasured":…,"renderMicros":…,"rendered":…,"anchor":…,"requested":…}`.
    ///
    /// `requested` is the offset a `scroll` message asked for: the page moves its own
    /// position by `offset − requested`, the correction the table made (an anchor kept
    /// as estimated heights became measured ones, or the end of the content).
    package func frame(layoutMicros: Double = 0, rowsMeasured: Int = 0, requested: Double? = nil) -> JSON {
        sequence += 1
        let start = DispatchTime.now().uptimeNanoseconds
        let (layers, rendered) = makeLayers()
        let renderMicros = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
        let size = window.bounds.size
        let range = offsetRange
        var fields: [(String, JSON)] = [
            ("type", .string("frame")), ("seq", .number(Double(sequence))),
            ("width", .number(Double(size.width))), ("height", .number(Double(size.height))),
            ("scale", .number(settings.pixelsPerPoint)),
            ("offset", .number(Double(table?.contentOffset.y ?? 0))),
            ("minOffset", .number(Double(range.lowerBound))), ("maxOffset", .number(Double(range.upperBound))),
            ("layers", .array(layers.map(Self.json))),
            ("layoutMicros", .number((layoutMicros * 10).rounded() / 10)), ("rowsMeasured", .number(Double(rowsMeasured))),
            ("renderMicros", .number(renderMicros.rounded())), ("rendered", .number(Double(rendered))),
            ("settings", settings.json),
        ]
        if let requested { fields.append(("requested", .number(requested))) }
        if let table {
            fields.append(("rows", .number(Double((0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }))))
            fields.append(("rowsMeasuredInAll", .number(Double(table.statistics.rowsMeasured))))
            fields.append(("anchor", anchor(in: table)))
        }
        return .object(fields)
    }

    private static func json(_ layer: Layer) -> JSON {
        var fields: [(String, JSON)] = [
            ("key", .string(layer.key)),
            ("x", .number(Double(layer.frame.minX))), ("y", .number(Double(layer.frame.minY))),
            ("w", .number(Double(layer.frame.width))), ("h", .number(Double(layer.frame.height))),
        ]
        if let clip = layer.clip {
            fields.append(("clip", .array([clip.minX, clip.minY, clip.width, clip.height].map { .number(Double($0)) })))
        }
        return .object(fields)
    }

    /// The first row whose bottom is below the table's visible top, and how far below
    /// that top its own top is: what rotation and text-size changes keep.
    private func anchor(in table: TableView) -> JSON {
        guard let paths = table.indexPathsForVisibleRows, !paths.isEmpty else { return .null }
        let top = table.contentOffset.y + table.adjustedContentInset.top
        guard let path = paths.first(where: { table.rectForRow(at: $0).maxY > top }) else { return .null }
        return .object([("section", .number(Double(path.section))), ("row", .number(Double(path.row))),
                        ("y", .number(Double(table.rectForRow(at: path).minY - top)))])
    }

    /// Cuts the screen into layers, in painting order, and renders the missing ones.
    private func makeLayers() -> (layers: [Layer], rendered: Int) {
        let root = window.view
        // The debug overlay is a layer of its own, on top (below).
        let renderer = Renderer(scale: CGFloat(settings.pixelsPerPoint))
        var layers: [Layer] = []
        var rendered = 0
        let traits = settings.traitsKey

        func add(_ view: View, identity: String, clip: CGRect?) {
            guard !view.isHidden, view.alpha > 0, view.bounds.width >= 1, view.bounds.height >= 1 else { return }
            let key = Self.digest("\(traits)|\(identity)|\(view.bounds.size.width)x\(view.bounds.size.height)|\(Fingerprint.of(view))")
            if !cache.contains(key) {
                // A layer that cannot be drawn (larger than a bitmap may be) is left out.
                guard let bitmap = try? renderer.bitmap(of: view) else { return }
                cache.encode(bitmap, for: key)
                rendered += 1
            }
            layers.append(Layer(key: key, frame: view.convert(view.bounds, to: root), clip: clip))
        }

        guard let table, table.isDescendant(of: root) else {
            add(root, identity: "screen", clip: nil)
            return (layers, rendered)
        }
        // Views painted after the table, in painting order: later siblings of the table,
        // then of its superview, and so on up to the root.
        var above: [View] = []
        var child: View = table
        while let parent = child.superview {
            if let index = parent.subviews.firstIndex(where: { $0 === child }) {
                above.append(contentsOf: parent.subviews[(index + 1)...])
            }
            if parent === root { break }
            child = parent
        }
        // The table's views, with the holders of its scrolling content (views taller
        // than the table: its rows' container) opened into their subviews. A holder's own
        // background is not drawn; the table's has none.
        var contents: [View] = []
        func collect(_ views: [View]) {
            for view in views {
                if view.bounds.height > table.bounds.height * 2 && !view.subviews.isEmpty { collect(view.subviews) } else { contents.append(view) }
            }
        }
        collect(table.subviews)
        let skipped = Set((table.subviews + above).map(ObjectIdentifier.init))
        let baseKey = Self.digest("\(traits)|base|\(root.bounds.size.width)x\(root.bounds.size.height)|"
                                  + "\(Fingerprint.of(root, skipping: skipped))")
        if !cache.contains(baseKey), let bitmap = try? renderer.bitmap(of: root, skipping: skipped) {
            cache.encode(bitmap, for: baseKey)
            rendered += 1
        }
        layers.append(Layer(key: baseKey, frame: root.bounds, clip: nil))

        let tableClip = clip(of: table, in: root)
        for view in contents {
            let identity: String
            if let cell = view as? TableViewCell, let path = table.indexPath(for: cell) {
                identity = "row \(path.section).\(path.row)"
            } else {
                identity = "\(type(of: view)) \(ObjectIdentifier(view).hashValue)"
            }
            add(view, identity: identity, clip: tableClip)
        }
        for view in above {
            add(view, identity: "\(type(of: view)) \(ObjectIdentifier(view).hashValue)", clip: clip(of: view.superview, in: root))
        }
        // Drawn over every view, unclipped, as a one-pass render draws it: its own layer,
        // new whenever anything moved.
        if settings.overlay {
            let key = Self.digest("\(traits)|overlay|\(root.bounds.size.width)x\(root.bounds.size.height)|\(Fingerprint.of(root))")
            if !cache.contains(key), let bitmap = try? renderer.overlayBitmap(of: root) {
                cache.encode(bitmap, for: key)
                rendered += 1
            }
            layers.append(Layer(key: key, frame: root.bounds, clip: nil))
        }
        return (layers, rendered)
    }

    /// The rectangle `view`'s clipping ancestors (and itself) leave visible, in root points.
    private func clip(of view: View?, in root: View) -> CGRect? {
        var rect: CGRect?
        var current = view
        while let node = current {
            if node.clipsToBounds {
                let bounds = node.convert(node.bounds, to: root)
                rect = rect.map { $0.intersection(bounds) } ?? bounds
            }
            if node === root { break }
            current = node.superview
        }
        return rect
    }

    /// A short hex digest of a layer's key (FNV-1a, 64 bits), for its URL.
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    // MARK: Asking why

    /// Why the row (or, off the rows, the deepest view) under `point` (window points)
    /// has its size: `{"type":"explanation","target":…,"text":…,"json":{…}}` with
    /// `cells explain --json`'s shape in `json`.
    func explain(at point: CGPoint) -> JSON {
        let root = window.view
        var subject: View?
        var target = ""
        if let table, clip(of: table, in: root).map({ $0.contains(point) }) ?? true,
           let cell = table.visibleCells.first(where: { $0.convert($0.bounds, to: root).contains(point) }),
           let path = table.indexPath(for: cell)
        {
            subject = cell
            target = "row \(path.row) of section \(path.section)"
        }
        if subject == nil, let view = Self.deepestView(at: point, in: root, root: root) {
            subject = view
            target = view.debugName
        }
        guard let subject else {
            return .object([("type", .string("error")), ("message", .string("nothing at (\(point.x), \(point.y))"))])
        }
        let explanation = Explaining.explanation(of: subject)
        return .object([("type", .string("explanation")), ("target", .string(target)),
                        ("text", .string(explanation.description)), ("json", Explaining.json(explanation))])
    }

    private static func deepestView(at point: CGPoint, in view: View, root: View) -> View? {
        guard !view.isHidden, view.alpha > 0 else { return nil }
        let local = view.convert(point, from: root)
        guard view.bounds.contains(local) else { return nil }
        for subview in view.subviews.reversed() {
            if let hit = deepestView(at: point, in: subview, root: root) { return hit }
        }
        return view
    }

    // MARK: The server's own render

    /// The whole screen drawn in one pass, as `cells render` draws it: what the page's
    /// composite must equal. Stored in the cache; returns its key.
    func renderWhole() throws(PreviewError) -> String {
        let renderer = Renderer(scale: CGFloat(settings.pixelsPerPoint), debugOverlay: settings.overlay)
        do {
            let data = try renderer.data(of: window.view, format: .png).data
            sequence += 1
            let key = Self.digest("whole|\(settings.traitsKey)|\(sequence)|\(data.count)")
            cache.store(data, for: key)
            return key
        } catch {
            throw .badMessage("cannot render the screen: \(error.description)")
        }
    }
}
