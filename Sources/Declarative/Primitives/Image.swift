import Foundation
import Graphics

/// An image (`Image`): a system symbol sized by the environment's font, or a
/// view-layer image (a PNG or a generated placeholder). At its own size unless
/// ``resizable()``, which makes it take the size it is proposed.
public struct Image: View, Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case system(String)
        case platform(Graphics.Image)
    }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?

    /// A system symbol, drawn at the point size of the environment's font.
    public init(systemName: String) { source = .system(systemName) }
    /// A view-layer image (`Image(uiImage:)`).
    public init(uiImage: Graphics.Image) { source = .platform(uiImage) }
    /// A view-layer image.
    public init(_ image: Graphics.Image) { source = .platform(image) }

    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }

    /// The image stretched to the size it is proposed (combine with `aspectRatio(_:contentMode:)`).
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// Whether an image is drawn as is or in the foreground colour (`Image.TemplateRenderingMode`).
    public enum TemplateRenderingMode: Hashable, Sendable { case original, template }

    /// The image drawn as is or as a template (`renderingMode(_:)`).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }
}

extension Image: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        let environment = context.environment
        var image: Graphics.Image
        switch source {
        case .system(let name):
            let font = (environment.font ?? .body).resolve(sizeCategory: environment.sizeCategory)
            image = Graphics.Image(systemName: name, pointSize: font.pointSize)
        case .platform(let platform):
            image = platform
        }
        if let renderingMode { image = image.withRenderingMode(renderingMode == .template ? .alwaysTemplate : .alwaysOriginal) }
        let tint = image.renderingMode == .alwaysTemplate ? (environment.foregroundColor ?? .accentColor).platformColor : nil
        list.append(ImageNode(image: image, tint: tint, isResizable: isResizable))
    }
}

final class ImageNode: Node {
    let image: Graphics.Image
    let tint: Graphics.Color?
    let isResizable: Bool

    init(image: Graphics.Image, tint: Graphics.Color?, isResizable: Bool) {
        self.image = image
        self.tint = tint
        self.isResizable = isResizable
    }

    override func computeSize(_ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: image.size) : image.size
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        elements.append(ResolvedElement(frame: rect, content: .image(image, tint: tint)))
    }
}
