import CellsTool
import Controllers
import Demos
import Foundation
import NIOCore
import NIOHTTP1
import Typesetting

/// One HTTP connection: the page, the catalogue and the layer images, request after
/// request (keep-alive), until the client closes it or sends something unreadable.
struct HTTPConnection {
    let channel: NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>
    let cache: LayerCache
    let demo: String

    func serve() async {
        try? await channel.executeThenClose { inbound, outbound in
            var request: HTTPRequestHead?
            for try await part in inbound {
                switch part {
                case .head(let head): request = head
                case .body: break   // no route takes a body; it is read and dropped
                case .end:
                    guard let head = request else { continue }
                    request = nil
                    let response = await respond(to: head)
                    var headers = HTTPHeaders()
                    headers.add(name: "Content-Type", value: response.contentType)
                    headers.add(name: "Content-Length", value: String(response.body.readableBytes))
                    if let cacheControl = response.cacheControl { headers.add(name: "Cache-Control", value: cacheControl) }
                    let keepAlive = head.isKeepAlive
                    headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
                    try await outbound.write(.head(HTTPResponseHead(version: head.version, status: response.status, headers: headers)))
                    if head.method != .HEAD { try await outbound.write(.body(.byteBuffer(response.body))) }
                    try await outbound.write(.end(nil))
                    if !keepAlive { return }
                }
            }
        }
    }

    struct Response {
        var status: HTTPResponseStatus
        var contentType: String
        var body: ByteBuffer
        var cacheControl: String?

        static func text(_ status: HTTPResponseStatus, _ text: String) -> Response {
            Response(status: status, contentType: "text/plain; charset=utf-8", body: ByteBuffer(string: text + "\n"))
        }
    }

    func respond(to head: HTTPRequestHead) async -> Response {
        guard head.method == .GET || head.method == .HEAD else {
            return .text(.methodNotAllowed, "only GET and HEAD are served, not \(head.method.rawValue)")
        }
        let path = head.uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? head.uri
        switch path {
        case "/", "/index.html":
            return Response(status: .ok, contentType: "text/html; charset=utf-8", body: ByteBuffer(string: PreviewPage.html),
                            cacheControl: "no-store")
        case "/api/catalog":
            return Response(status: .ok, contentType: "application/json", body: ByteBuffer(string: Self.catalog(demo: demo).text),
                            cacheControl: "no-store")
        case "/healthz":
            return .text(.ok, "ok")
        case "/ws":
            return .text(.badRequest, "/ws is the preview's WebSocket: connect with a WebSocket upgrade")
        default:
            if path.hasPrefix("/layer/"), path.hasSuffix(".png") {
                let key = String(path.dropFirst("/layer/".count).dropLast(".png".count))
                guard let data = await cache.image(key) else { return .text(.notFound, "no layer \(key) (it was never rendered, or was forgotten)") }
                return Response(status: .ok, contentType: "image/png", body: ByteBuffer(bytes: data),
                                cacheControl: "public, max-age=31536000, immutable")
            }
            return .text(.notFound, "no page at \(path)")
        }
    }

    /// What the page offers: the demos with their options, the devices and the text sizes.
    static func catalog(demo: String) -> JSON {
        .object([
            ("initialDemo", .string(demo)),
            ("demos", .array(DemoScreen.all.map { screen in
                .object([("name", .string(screen.name)), ("title", .string(screen.title)), ("summary", .string(screen.summary)),
                         ("options", .array(screen.options.map { option in
                             .object([("name", .string(option.name)), ("values", .array(option.values.map { .string($0) })),
                                      ("help", .string(option.help))])
                         }))])
            })),
            ("devices", .array(Device.presets.map { device in
                .object([("name", .string(device.name)), ("model", .string(device.model)),
                         ("width", .number(Double(device.portraitSize.width))), ("height", .number(Double(device.portraitSize.height))),
                         ("scale", .number(Double(device.scale)))])
            })),
            ("categories", .array(ContentSizeCategory.allCases.map { .string(ContentSizeCategory.shortName($0)) })),
        ])
    }
}
