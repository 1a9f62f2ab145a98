import Foundation
import Synchronization

/// Finding images by name in a bundle's resources (`UIImage(named:in:compatibleWith:)`):
/// loose files (`icon.png`, `icon@2x.png`, `photo.jpg`) and the image sets of asset
/// catalogs (`Assets.xcassets/icon.imageset/Contents.json`), at any depth of the
/// resource folder, with the scale closest to the display's.
extension Image {
    /// The image named `name` in `bundle`'s resources (the resource path and the folders
    /// below it), for a display of `displayScale` pixels per point and an appearance.
    ///
    /// An asset catalog's image set (`name.imageset`, or `Group/name.imageset` in a group
    /// that provides a namespace) is read from its `Contents.json`: of its files, those
    /// for the appearance (a `luminosity` of `dark` when `userInterfaceStyle` is dark)
    /// and the display's idiom (`universal`, then `iphone`), the one whose scale equals
    /// `displayScale`, else the nearest larger, else the largest. Its
    /// `template-rendering-intent` sets the rendering mode. Otherwise loose files:
    /// `name` itself when it has an extension, else `name@3x.png`, `name@2x.png`,
    /// `name.png`, `name.jpg`, `name.jpeg`, chosen by scale the same way. Decoded images
    /// are cached by file, as UIKit caches named images. Nil when nothing is found or the
    /// file does not decode.
    public init?(named name: String, in bundle: Bundle, displayScale: CGFloat,
                 userInterfaceStyle: UserInterfaceStyle = .light)
    {
        guard !name.isEmpty, let root = bundle.resourcePath ?? Optional(bundle.bundlePath) else { return nil }
        let index = ImageCatalog.index(of: root)
        let dark = userInterfaceStyle == .dark
        guard let candidate = index.imageSets[name].flatMap({ $0.choose(scale: displayScale, dark: dark) })
            ?? index.looseFiles[name].flatMap({ ImageCatalog.choose($0, scale: displayScale) }),
            let bitmap = ImageCatalog.decoded(candidate.path, scale: candidate.scale)
        else { return nil }
        self.init(bitmap: bitmap)
        if let mode = index.imageSets[name]?.renderingMode { renderingMode = mode }
    }
}

/// The images a resource folder holds, by name; built once per folder.
struct ImageCatalog: Sendable {
    /// One file of an image: its path and scale.
    struct Candidate: Sendable {
        var path: String
        var scale: CGFloat
        var idiom = "universal"
        var dark = false
    }

    /// An asset catalog's image set.
    struct ImageSet: Sendable {
        var candidates: [Candidate]
        var renderingMode: Image.RenderingMode?

        func choose(scale: CGFloat, dark: Bool) -> Candidate? {
            // The appearance asked for, when the set has it; then the idiom, universal first.
            let appearance = candidates.contains { $0.dark == dark } ? candidates.filter { $0.dark == dark } : candidates
            for idiom in ["universal", "iphone"] {
                let matching = appearance.filter { $0.idiom == idiom }
                if let chosen = ImageCatalog.choose(matching, scale: scale) { return chosen }
            }
            return ImageCatalog.choose(appearance, scale: scale)
        }
    }

    var imageSets: [String: ImageSet] = [:]
    var looseFiles: [String: [Candidate]] = [:]

    /// The file whose scale is `scale`, else the nearest larger, else the largest.
    static func choose(_ candidates: [Candidate], scale: CGFloat) -> Candidate? {
        if let exact = candidates.first(where: { $0.scale == scale }) { return exact }
        if let larger = candidates.filter({ $0.scale > scale }).min(by: { $0.scale < $1.scale }) { return larger }
        return candidates.max { $0.scale < $1.scale }
    }

    private static let indexes = Mutex<[String: ImageCatalog]>([:])
    private static let bitmaps = Mutex<[String: Bitmap]>([:])

    /// The catalog of `root`, read on first use.
    static func index(of root: String) -> ImageCatalog {
        if let known = indexes.withLock({ $0[root] }) { return known }
        var catalog = ImageCatalog()
        catalog.scan(folder: root, depth: 0)
        indexes.withLock { $0[root] = catalog }
        return catalog
    }

    /// The decoded file at `path` (cached), at `scale`.
    static func decoded(_ path: String, scale: CGFloat) -> Bitmap? {
        let key = "\(scale) \(path)"
        if let known = bitmaps.withLock({ $0[key] }) { return known }
        guard let data = FileManager.default.contents(atPath: path),
              let bitmap = try? Bitmap(imageData: data, scale: Double(scale))
        else { return nil }
        bitmaps.withLock { $0[key] = bitmap }
        return bitmap
    }

    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "bmp", "tif", "tiff", "webp"]

    /// How many entries a resource folder's scan looks at, at most (a main bundle may be a
    /// build folder with many files; resources are near its top).
    private static let entryBudget = 20_000
    private var entriesSeen = 0

    /// Loose image files and asset catalogs in `folder` and below (at most 6 folders deep).
    private mutating func scan(folder: String, depth: Int) {
        guard depth <= 6, entriesSeen < ImageCatalog.entryBudget,
              let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return }
        entriesSeen += entries.count
        for entry in entries.sorted() {
            let path = folder + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let ext = (entry as NSString).pathExtension.lowercased()
            if isDirectory.boolValue {
                if ext == "xcassets" { scanCatalog(folder: path, namespace: "", depth: 0) }
                else { scan(folder: path, depth: depth + 1) }
            } else if ImageCatalog.imageExtensions.contains(ext) {
                let stem = (entry as NSString).deletingPathExtension
                let scale = Image.scale(ofFileName: entry)
                let name = scale == 1 ? stem : String(stem.dropLast(3))
                let candidate = Candidate(path: path, scale: scale)
                // "icon" finds icon.png and icon@2x.png; "icon.png" and "icon@2x.png" find the file itself.
                looseFiles[name, default: []].append(candidate)
                if looseFiles[entry] == nil { looseFiles[entry] = [candidate] }
                if scale != 1 { looseFiles[name + "." + ext, default: []].append(candidate) }
            }
        }
    }

    /// The image sets of an asset catalog folder and of its groups.
    private mutating func scanCatalog(folder: String, namespace: String, depth: Int) {
        guard depth <= 6, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() {
            let path = folder + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let ext = (entry as NSString).pathExtension
            let stem = (entry as NSString).deletingPathExtension
            if ext == "imageset" {
                if let set = ImageCatalog.readImageSet(folder: path), imageSets[namespace + stem] == nil {
                    imageSets[namespace + stem] = set
                }
            } else if ext.isEmpty {
                // A group: its name prefixes the images' when its Contents.json says it provides a namespace.
                let contents = ImageCatalog.json(atPath: path + "/Contents.json")
                let properties = contents?["properties"] as? [String: Any]
                let namespaced = properties?["provides-namespace"] as? Bool ?? false
                scanCatalog(folder: path, namespace: namespaced ? namespace + entry + "/" : namespace, depth: depth + 1)
            }
        }
    }

    private static func json(atPath path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// An image set's files from its `Contents.json` (entries without a file are slots left empty).
    private static func readImageSet(folder: String) -> ImageSet? {
        guard let contents = json(atPath: folder + "/Contents.json"),
              let images = contents["images"] as? [[String: Any]]
        else { return nil }
        var candidates: [Candidate] = []
        for image in images {
            guard let file = image["filename"] as? String else { continue }
            let scaleText = (image["scale"] as? String) ?? "1x"
            let scale = CGFloat(Double(scaleText.dropLast()) ?? 1)
            let appearances = image["appearances"] as? [[String: Any]] ?? []
            let dark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            candidates.append(Candidate(path: folder + "/" + file, scale: scale, idiom: image["idiom"] as? String ?? "universal",
                                        dark: dark))
        }
        guard !candidates.isEmpty else { return nil }
        let properties = contents["properties"] as? [String: Any]
        let mode: Image.RenderingMode? = switch properties?["template-rendering-intent"] as? String {
        case "template": .alwaysTemplate
        case "original": .alwaysOriginal
        default: nil
        }
        return ImageSet(candidates: candidates, renderingMode: mode)
    }
}
