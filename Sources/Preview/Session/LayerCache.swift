import Foundation
import Graphics
import Synchronization

/// The PNG images of layers (a row, a bar, the screen under them), by key, shared by
/// every session of a server and read by its HTTP side.
///
/// A key names a layer's content, size, traits and scale, so an image is rendered once
/// and the browser, which caches `/layer/KEY.png` for good, fetches it once. A session
/// draws a layer on its own thread and hands the bitmap over (``encode(_:for:)``): the
/// PNG is made on another core while the frame goes out, and a request for it waits
/// until it is ready. The cache holds at most ``byteLimit`` bytes and forgets the
/// oldest images first; a page that asks for a forgotten one gets 404 and asks for the
/// frame again, which draws it anew.
final class LayerCache: Sendable {
    private struct State {
        var images: [String: Data] = [:]
        var waiting: [String: [CheckedContinuation<Data?, Never>]] = [:]
        var order: [String] = []
        var start = 0
        var bytes = 0
    }

    /// The most bytes kept: 256 MB by default.
    let byteLimit: Int
    private let state = Mutex(State())
    private let encoders = DispatchQueue(label: "cells.preview.encode", qos: .userInitiated, attributes: .concurrent)

    init(byteLimit: Int = 256 << 20) {
        self.byteLimit = byteLimit
    }

    /// The image stored under `key`, waiting while it is being encoded; nil if it was
    /// never made, or forgotten.
    func image(_ key: String) async -> Data? {
        await withCheckedContinuation { continuation in
            let ready: Data?? = state.withLock { state in
                if let data = state.images[key] { return .some(data) }
                guard state.waiting[key] != nil else { return .some(nil) }
                state.waiting[key]!.append(continuation)   // checked: just above
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// Whether an image is kept, or being encoded, under `key`.
    func contains(_ key: String) -> Bool {
        state.withLock { $0.images[key] != nil || $0.waiting[key] != nil }
    }

    /// Encodes `bitmap` as PNG on another thread and keeps it under `key`.
    func encode(_ bitmap: Bitmap, for key: String) {
        let claimed = state.withLock { state -> Bool in
            guard state.images[key] == nil, state.waiting[key] == nil else { return false }
            state.waiting[key] = []
            return true
        }
        guard claimed else { return }
        encoders.async { [self] in
            let data = LayerEncoding.png(bitmap)
            let waiters = state.withLock { state -> [CheckedContinuation<Data?, Never>] in
                let waiters = state.waiting.removeValue(forKey: key) ?? []
                if let data { keep(data, for: key, in: &state) }
                return waiters
            }
            for waiter in waiters { waiter.resume(returning: data) }
        }
    }

    /// Keeps `data` under `key` now.
    func store(_ data: Data, for key: String) {
        state.withLock { state in
            guard state.images[key] == nil else { return }
            keep(data, for: key, in: &state)
        }
    }

    private func keep(_ data: Data, for key: String, in state: inout State) {
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
