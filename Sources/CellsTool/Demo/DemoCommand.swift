import ArgumentParser
import Controllers
import Demos
import Foundation

/// `cells demo`: the product's main job. Renders seed 001's timeline on an iPhone 15
/// at the default text size and says where the picture went.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the timeline demo on an iPhone 15 to out/timeline.png.",
        discussion: "The same as `cells render timeline --device iphone-15 --out out/timeline.png`."
    )

    @Option(help: "The file to write: .png, .pdf or .svg.")
    var out = "out/timeline.png"

    func run() throws {
        let render = ScreenRender(screen: .timeline, device: .iPhone15)
        let result = try render.render(to: out)
        for line in result.diagnostics {
            FileHandle.standardError.write(Data("warning: \(line)\n".utf8))
        }
        print("Rendered \(render.summary) (\(formatNumber(result.pixelSize.width)) × "
              + "\(formatNumber(result.pixelSize.height)) pixels) to \(result.path)")
    }
}
