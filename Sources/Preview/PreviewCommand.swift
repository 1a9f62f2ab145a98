import ArgumentParser
import CellsTool
import Demos
import Foundation

/// `cells preview`: serves a demo live in the browser until Ctrl-C.
public struct PreviewCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show a demo screen live in the browser: scroll it, turn it, change its text size, and click a row to ask why it has its height.",
        discussion: """
        Starts a local web server and prints its address; Ctrl-C stops it. Layout runs in \
        the server; each row and bar is rendered once to an image and the page composites \
        them as you scroll (wheel, trackpad or drag, with momentum), so a frame costs the \
        server a layout pass and a few bytes. The page switches demo, device, orientation, \
        text size (all twelve), light or dark, direction and the debug overlay, and shows \
        each frame's layout time and the rows it measured.
        """
    )

    @Argument(help: "The demo screen to show first (\(DemoScreen.all.map(\.name).joined(separator: ", "))).")
    var demo: String = "feed"

    @Option(help: "The port to listen on (0: any free port).")
    var port: Int = 8080

    @Option(help: "The address to listen on: loopback unless you choose otherwise.")
    var host: String = "127.0.0.1"

    public init() {}

    public func run() throws {
        guard DemoScreen.named(demo) != nil else {
            throw ToolError("unknown demo \"\(demo)\" (the demos: \(DemoScreen.all.map(\.name).joined(separator: ", ")))")
        }
        guard (0...65_535).contains(port) else { throw ToolError("--port must be 0 … 65535, not \(port)") }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let (host, port, demo) = (self.host, self.port, self.demo)
        Task {
            do {
                let server = try await PreviewServer(host: host, port: port, demo: demo)
                FileHandle.standardOutput.write(Data("Previewing \(demo) at \(server.url)?demo=\(demo)  (Ctrl-C stops)\n".utf8))
                let stop = StopSignals { Task { await server.stop() } }
                await server.wait()
                stop.cancel()
                FileHandle.standardOutput.write(Data("Stopped.\n".utf8))
            } catch {
                outcome.set("\(error)")
            }
            done.signal()
        }
        done.wait()
        if let failure = outcome.failure { throw ToolError(failure) }
    }
}

/// The failure of a server started on another thread, read after it stops.
private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?
    func set(_ failure: String) { lock.withLock { stored = failure } }
    var failure: String? { lock.withLock { stored } }
}

/// Ctrl-C (SIGINT) and SIGTERM, turned into a call instead of the process's end.
private final class StopSignals {
    private let sources: [any DispatchSourceSignal]

    init(_ action: @escaping @Sendable () -> Void) {
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: action)
            source.resume()
            return source
        }
    }

    func cancel() {
        for source in sources { source.cancel() }
    }
}
