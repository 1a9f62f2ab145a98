import CellsTestSupport
import Foundation
import Testing
import Typesetting
import Views
@testable import Rendering
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("Output formats and errors")
struct OutputTests {
    private func sample() -> View {
        let root = whiteRoot(30, 20)
        box(CGRect(x: 5, y: 5, width: 10, height: 10), .red, in: root)
        let label = Label(text: "Hi")
        label.frame = CGRect(x: 16, y: 2, width: 14, height: 16)
        root.addSubview(label)
        return root
    }

    @Test("A PNG file's pixel size is the view's size times the scale", arguments: [1, 2, 3] as [CGFloat])
    func pngSize(scale: CGFloat) throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/view.png"
        let diagnostics = try Renderer(scale: scale).render(sample(), to: path)
        #expect(diagnostics.isEmpty)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
        #expect(word(16) == Int(30 * scale))
        #expect(word(20) == Int(20 * scale))
    }

    @Test("PDF output is a one-page document of the view's size in points")
    func pdf() throws {
        let rendered = try Renderer(scale: 2).data(of: sample(), format: .pdf)
        let text = String(decoding: rendered.data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("%%EOF"))
        #expect(text.contains("/MediaBox [ 0 0 30 20 ]"))
        #expect(text.contains("/Count 1"))
        let pages = text.components(separatedBy: "/Type /Page").dropFirst().filter { !$0.hasPrefix("s") }
        #expect(pages.count == 1)
        // No clock time: the same view gives the same bytes.
        #expect(!text.contains("/CreationDate"))
        #expect(try Renderer(scale: 2).data(of: sample(), format: .pdf).data == rendered.data)
    }

    @Test("SVG output is XML with the view's width and height")
    func svg() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/view.svg"
        try Renderer().render(sample(), to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        final class RootElement: NSObject, XMLParserDelegate {
            var name: String?
            var attributes: [String: String] = [:]
            func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                        qualifiedName: String?, attributes: [String: String] = [:])
            {
                if name == nil {
                    name = elementName
                    self.attributes = attributes
                }
            }
        }
        let parser = XMLParser(data: data)
        let root = RootElement()
        parser.delegate = root
        #expect(parser.parse())
        #expect(root.name == "svg")
        #expect(root.attributes["width"] == "30pt")
        #expect(root.attributes["height"] == "20pt")
        #expect(root.attributes["viewBox"] == "0 0 30 20")
    }

    @Test("The format follows the file extension")
    func formatByExtension() {
        #expect(RenderFormat(pathExtension: "PDF") == .pdf)
        #expect(RenderFormat(pathExtension: "svg") == .svg)
        #expect(RenderFormat(pathExtension: "png") == .png)
        #expect(RenderFormat(pathExtension: "jpg") == nil)
    }

    @Test("An unwritable path throws an error naming it")
    func unwritable() throws {
        let path = "/nonexistent-directory-for-cells/out.png"
        #expect(throws: RenderError.cannotWrite(path: path, reason: "No such file or directory")) {
            try Renderer().render(sample(), to: path)
        }
        do {
            try Renderer().render(sample(), format: .pdf, to: path)
            Issue.record("no error")
        } catch {
            #expect(error.description.contains(path))
        }
    }

    @Test("A bad scale or an empty view throws")
    func badInput() throws {
        #expect(throws: RenderError.invalidScale(0)) { try Renderer(scale: 0).bitmap(of: sample()) }
        let empty = View()
        #expect(throws: RenderError.emptyView("View", size: .zero)) { try Renderer().bitmap(of: empty) }
    }

    @Test("A bitmap encodes as PNG and reads back")
    func bitmapPNG() throws {
        let bitmap = try Renderer(scale: 3).bitmap(of: sample())
        let data = try bitmap.pngData()
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bitmap.png"
        try data.write(to: URL(fileURLWithPath: path))
        #expect(Image(contentsOfFile: path)?.pixelSize == CGSize(width: 90, height: 60))
        #expect(bitmap.size == CGSize(width: 30, height: 20))
    }
}
