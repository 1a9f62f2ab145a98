import CellsTool
import Foundation
import NIOCore
import Synchronization
import NIOWebSocket

/// One page's WebSocket: its messages in, frames and answers out, with the page's
/// ``PreviewSession`` living and dying with it.
///
/// The page sends JSON text messages:
/// - `{"type":"configure","settings":{"demo":…,"options":{…},"device":…,"landscape":…,"category":…,"dark":…,"rightToLeft":…,"overlay":…,"scale":…}}`
///   (any subset) and gets a frame;
/// - `{"type":"scroll","y":…}` and gets a frame;
/// - `{"type":"explain","x":…,"y":…}` (window points) and gets `{"type":"explanation",…}`;
/// - `{"type":"render"}` and gets `{"type":"rendered","key":…}`, the server's own render
///   of the screen in one pass at `/layer/KEY.png`.
///
/// Anything it cannot read gets `{"type":"error","message":…}` and the connection goes on.
struct WebSocketConnection {
    let channel: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>
    let cache: LayerCache

    func serve() async {
        try? await channel.executeThenClose { inbound, outbound in
            // Frames are read by a task of their own, so that between messages (the page
            // waits for its frame, then for the display) the session can draw the rows just
            // below the screen ahead of time, and stop as soon as a message is waiting.
            let (messages, received) = AsyncStream<WebSocketFrame>.makeStream()
            let waiting = Mutex(0)
            let reader = Task {
                do {
                    for try await frame in inbound {
                        waiting.withLock { $0 += 1 }
                        received.yield(frame)
                    }
                } catch {}
                received.finish()
            }
            defer { reader.cancel() }
            var session: PreviewSession?
            var text = ByteBuffer()
            var collecting = false
            for await frame in messages {
                waiting.withLock { $0 -= 1 }
                defer {
                    while waiting.withLock({ $0 }) == 0, session?.prefetch() == true {}
                }
                switch frame.opcode {
                case .text, .continuation:
                    if frame.opcode == .text { text.clear(); collecting = true }
                    guard collecting else { continue }
                    var data = frame.unmaskedData
                    text.writeBuffer(&data)
                    guard frame.fin else {
                        if text.readableBytes > 1 << 20 {
                            collecting = false
                            try await send(Self.error("a message longer than 1 MB"), on: outbound)
                        }
                        continue
                    }
                    collecting = false
                    let reply = handle(String(buffer: text), session: &session)
                    try await send(reply, on: outbound)
                case .binary:
                    try await send(Self.error("binary messages are not understood; send JSON text"), on: outbound)
                case .ping:
                    try await outbound.write(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData))
                case .connectionClose:
                    var data = frame.unmaskedData
                    let code = data.readSlice(length: 2) ?? ByteBuffer()
                    try await outbound.write(WebSocketFrame(fin: true, opcode: .connectionClose, data: code))
                    return
                default:
                    continue
                }
            }
        }
    }

    /// Tells a page it cannot be served, and closes its socket.
    static func refuse(_ channel: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, _ reason: String) async {
        try? await channel.executeThenClose { _, outbound in
            try await outbound.write(WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: error(reason).text)))
            var code = ByteBuffer()
            code.write(webSocketErrorCode: .policyViolation)
            try await outbound.write(WebSocketFrame(fin: true, opcode: .connectionClose, data: code))
        }
    }

    private func send(_ message: JSON, on outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>) async throws {
        try await outbound.write(WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: message.text)))
    }

    static func error(_ message: String) -> JSON {
        .object([("type", .string("error")), ("message", .string(message))])
    }

    /// Answers one message; makes the session on the first message that needs one.
    func handle(_ text: String, session: inout PreviewSession?) -> JSON {
        let message: JSON
        do { message = try JSON.parse(text) } catch { return Self.error("not JSON: \(error)") }
        guard case .string(let type)? = message["type"] else { return Self.error("a message needs a \"type\" string") }
        do {
            switch type {
            case "configure":
                let patch = message["settings"] ?? .object([])
                if let current = session {
                    let next = try current.settings.applying(patch)
                    let start = DispatchTime.now().uptimeNanoseconds
                    try current.configure(next)
                    return current.frame(layoutMicros: Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
                }
                let start = DispatchTime.now().uptimeNanoseconds
                let created = try PreviewSession(settings: try PreviewSettings().applying(patch), cache: cache)
                session = created
                return created.frame(layoutMicros: Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
            case "scroll":
                guard case .number(let y)? = message["y"], y.isFinite else { return Self.error("\"scroll\" needs a finite number \"y\"") }
                let current = try session ?? PreviewSession(settings: PreviewSettings(), cache: cache)
                session = current
                let (micros, measured) = current.scroll(to: y)
                return current.frame(layoutMicros: micros, rowsMeasured: measured, requested: y)
            case "explain":
                guard case .number(let x)? = message["x"], case .number(let y)? = message["y"], x.isFinite, y.isFinite else {
                    return Self.error("\"explain\" needs finite numbers \"x\" and \"y\" (window points)")
                }
                guard let current = session else { return Self.error("nothing is shown yet: send \"configure\" first") }
                return current.explain(at: CGPoint(x: x, y: y))
            case "render":
                guard let current = session else { return Self.error("nothing is shown yet: send \"configure\" first") }
                return .object([("type", .string("rendered")), ("key", .string(try current.renderWhole()))])
            default:
                return Self.error("unknown message type \"\(type)\" (configure, scroll, explain, render)")
            }
        } catch {
            return Self.error("\(error)")
        }
    }
}
