import Foundation
import Synchronization

/// The PNG images of layers (a row, a bar, the screen under them), by key, shared by
/// every session of a server and read by its HTTP side.
///
/// A key names a layer's content, size, traits and scale, so an image is rendered once
/// and the browser, which caches `/layer/KEY.png` for good, fetches it once. The cache
/// holds at most ``byteLimit`` bytes and forgets the oldest images first; a page that
/// asks for a forgotten one gets 404 and the session renders it again on its next frame.
final class LayerCache: Sendable {
    private struct State {
        var images: [String: Data] = [:]
        var order: [String] = []
        var start = 0
        var bytes = 0
    }

    /// The most bytes kept: 256 MB by default.
    let byteLimit: Int
    private let state = Mutex(State())

    init(byteLimit: Int = 256 << 20) {
        self.byteLimit = byteLimit
    }

    /// The image stored under `key`, if still kept.
    func image(_ key: String) -> Data? {
        state.withLock { $0.images[key] }
    }

    /// Whether an image is kept under `key`.
    func contains(_ key: String) -> Bool {
        state.withLock { $0.images[key] != nil }
    }

    /// Keeps `data` under `key`, forgetting the oldest images beyond the byte limit.
    func store(_ data: Data, for key: String) {
        state.withLock { state in
            guard state.images[key] == nil else { return }
            state.images[key] = data
            state.order.append(key)
            state.bytes += data.count
            while state.bytes > byteLimit, state.start < state.order.count - 1 {
                let oldest = state.order[state.start]
                state.start += 1
                state.bytes -= state.images.removeValue(forKey: oldest)?.count ?? 0
            }
            if state.start > 4096, state.start * 2 > state.order.count {
                state.order.removeFirst(state.start)
                state.start = 0
            }
        }
    }

    /// How many images and bytes are kept.
    var count: (images: Int, bytes: Int) {
        state.withLock { ($0.images.count, $0.bytes) }
    }
}
