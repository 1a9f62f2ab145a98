import CellsTool
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import Synchronization

/// The live preview's web server (`cells preview`): the page at `/`, the layer images at
/// `/layer/KEY.png`, the catalogue at `/api/catalog`, and one WebSocket per page at `/ws`,
/// over which the page sends what it wants to see and the server answers with frames.
///
/// Each connection is served by a task of its own: a malformed request, an unknown demo,
/// a bad message or a socket closed mid-frame ends at most that connection, never the
/// server. ``stop()`` closes the listening socket and every connection.
public final class PreviewServer: Sendable {
    /// The address the server listens on.
    public let host: String
    /// The port it listens on (the one the system chose when asked for port 0).
    public let port: Int
    /// The demo the page shows first.
    public let initialDemo: String
    private let cache = LayerCache()
    /// Pages open now; each holds a window and its views.
    private let openPages = PageCount()
    /// The most pages served at once: a page past it is told so and closed.
    public static let maximumPages = 32
    private let listener: NIOAsyncChannel<EventLoopFuture<Connection>, Never>
    private let serving: Task<Void, Never>

    /// How a connection turned out after its first request.
    enum Connection: Sendable {
        case webSocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>)
        case http(NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>)
    }

    /// Starts listening on `host`:`port` (0: a free port) and serving.
    /// - Throws: ``PreviewServerError`` when the address cannot be bound or the demo is unknown.
    public init(host: String = "127.0.0.1", port: Int = 8080, demo: String = "feed") async throws {
        guard (0...65_535).contains(port) else { throw PreviewServerError("--port must be 0 … 65535, not \(port)") }
        do { _ = try PreviewSettings().applying(.object([("demo", .string(demo))])) } catch {
            throw PreviewServerError(error.description)
        }
        let listener: NIOAsyncChannel<EventLoopFuture<Connection>, Never>
        do {
            listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .serverChannelOption(.backlog, value: 256)
                .bind(host: host, port: port) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        let upgrader = NIOTypedWebSocketServerUpgrader<Connection>(
                            maxFrameSize: 1 << 16,
                            shouldUpgrade: { channel, head in
                                channel.eventLoop.makeSucceededFuture(head.uri == "/ws" ? HTTPHeaders() : nil)
                            },
                            upgradePipelineHandler: { channel, _ in
                                channel.eventLoop.makeCompletedFuture {
                                    .webSocket(try NIOAsyncChannel(wrappingChannelSynchronously: channel))
                                }
                            }
                        )
                        let upgrade = NIOTypedHTTPServerUpgradeConfiguration<Connection>(
                            upgraders: [upgrader],
                            notUpgradingCompletionHandler: { channel in
                                channel.eventLoop.makeCompletedFuture {
                                    .http(try NIOAsyncChannel(wrappingChannelSynchronously: channel))
                                }
                            }
                        )
                        return try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(
                            configuration: .init(upgradeConfiguration: upgrade))
                    }
                }
        } catch {
            throw PreviewServerError("cannot listen on \(host):\(port): \(error)")
        }
        self.host = host
        self.port = listener.channel.localAddress?.port ?? port
        self.initialDemo = demo
        self.listener = listener
        let cache = cache, openPages = openPages
        serving = Task {
            try? await withThrowingDiscardingTaskGroup { group in
                try await listener.executeThenClose { connections in
                    for try await connection in connections {
                        group.addTask {
                            // A connection's failure is its own: it never reaches the server.
                            guard let kind = try? await connection.get() else { return }
                            switch kind {
                            case .webSocket(let channel):
                                let admitted = openPages.count.withLock { open in
                                    guard open < PreviewServer.maximumPages else { return false }
                                    open += 1
                                    return true
                                }
                                guard admitted else {
                                    await WebSocketConnection.refuse(channel, "too many pages open (\(PreviewServer.maximumPages)): close one and reload")
                                    return
                                }
                                await WebSocketConnection(channel: channel, cache: cache).serve()
                                openPages.count.withLock { $0 -= 1 }
                            case .http(let channel): await HTTPConnection(channel: channel, cache: cache, demo: demo).serve()
                            }
                        }
                    }
                }
            }
        }
    }

    /// The page's address.
    public var url: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "http://\(shownHost):\(port)/"
    }

    /// Closes the listening socket and every connection (open pages included), and
    /// waits until they have ended.
    public func stop() async {
        listener.channel.close(promise: nil)
        serving.cancel()
        await serving.value
    }

    /// Waits until the server stops.
    public func wait() async {
        await serving.value
    }
}

/// Why the server could not start.
public struct PreviewServerError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// How many pages are open, shared by the connections' tasks.
private final class PageCount: Sendable {
    let count = Mutex(0)
}
