import CPango
import Foundation
import Synchronization

/// The project's own fontconfig configuration: text renders only from the fonts of the
/// Debian packages the project installs (`scripts/install-deps.sh`), with hinting and
/// antialiasing fixed, so that a font installed by something else never changes a
/// measurement, a line break or a pixel.
///
/// The configuration is built in memory when the text engine makes its Pango font map
/// (``TextSystem``), so it holds for the whole product (measuring, layout and drawing):
///
/// - the font directories of the pinned packages (``packages``), read through the system's
///   fontconfig caches;
/// - when dpkg's file lists of those packages are readable, every other file in those
///   directories rejected (another `fonts-noto-*` package may share a directory);
/// - `sans-serif`, `serif`, `monospace` and `emoji` mapped to Inter and Noto explicitly;
/// - hinting off, no subpixel order or LCD filter (grey antialiasing and unhinted metrics
///   are set on the Pango context's Cairo font options; assigning `antialias` here too
///   stops Cairo drawing Noto Color Emoji's bitmaps);
/// - bitmap fonts (Noto Color Emoji's 109-pixel strike) scaled to the size asked for, as
///   the system's `10-scale-bitmap-fonts.conf` does;
/// - no system or user configuration (`/etc/fonts`, `~/.config/fontconfig`) is read.
///
/// Set `CELLS_FONTCONFIG_FILE` to the path of a fontconfig file to use it instead (on a
/// system without these packages, say); set it to `system` to use the system's configuration.
enum PinnedFonts {
    /// The Debian packages whose fonts the text engine uses: Inter for UI text, Noto for
    /// every other script, CJK and colour emoji.
    static let packages = ["fonts-inter", "fonts-noto-core", "fonts-noto-cjk", "fonts-noto-color-emoji"]

    /// Where those packages put their fonts.
    static let directories = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/noto",
                              "/usr/share/fonts/opentype/noto"]

    /// The font files the pinned packages installed, from dpkg's lists (empty if dpkg's
    /// database cannot be read).
    static func packageFiles(infoDirectory: String = "/var/lib/dpkg/info") -> [String] {
        var files: [String] = []
        for package in packages {
            guard let list = try? String(contentsOfFile: "\(infoDirectory)/\(package).list", encoding: .utf8) else {
                return []
            }
            files += list.split(separator: "\n").map(String.init).filter { path in
                let lower = path.lowercased()
                return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
            }
        }
        return files.sorted()
    }

    /// The configuration as fontconfig XML.
    static func configurationXML(files: [String]) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        var xml = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>

            """
        for directory in directories { xml += "  <dir>\(directory)</dir>\n" }
        xml += """
              <cachedir>/var/cache/fontconfig</cachedir>
              <cachedir prefix="xdg">fontconfig</cachedir>

            """
        if !files.isEmpty {
            xml += "  <selectfont>\n    <rejectfont><glob>*</glob></rejectfont>\n    <acceptfont>\n"
            for file in files { xml += "      <glob>\(escaped(file))</glob>\n" }
            xml += "    </acceptfont>\n  </selectfont>\n"
        }
        let aliases = [("sans-serif", "Inter"), ("system-ui", "Inter"), ("serif", "Noto Serif"),
                       ("monospace", "Noto Sans Mono"), ("emoji", "Noto Color Emoji")]
        for (generic, family) in aliases {
            xml += "  <alias binding=\"same\"><family>\(generic)</family><prefer><family>\(family)</family></prefer></alias>\n"
        }
        xml += """
              <match target="font">
                <edit name="hinting" mode="assign"><bool>false</bool></edit>
                <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
                <edit name="autohint" mode="assign"><bool>false</bool></edit>
                <edit name="rgba" mode="assign"><const>none</const></edit>
                <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
              </match>
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <edit name="pixelsizefixupfactor" mode="assign">
                  <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
                </edit>
              </match>
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
                <edit name="matrix" mode="assign">
                  <times><name>matrix</name>
                    <matrix><name>pixelsizefixupfactor</name><double>0</double>
                            <double>0</double><name>pixelsizefixupfactor</name></matrix>
                  </times>
                </edit>
                <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
              </match>
            </fontconfig>

            """
        return xml
    }

    /// Whether the warning that the pinned fonts are missing was written (once a process).
    private static let warned = Mutex(false)

    /// Builds a configuration (each Pango session has its own; the caller owns it), or
    /// returns nil (with a warning, once) to keep the system's.
    static func makeConfiguration() -> OpaquePointer? {
        let environment = ProcessInfo.processInfo.environment["CELLS_FONTCONFIG_FILE"]
        if environment == "system" { return nil }
        guard let config = FcConfigCreate() else { return nil }
        let loaded: Bool
        if let path = environment, !path.isEmpty {
            loaded = FcConfigParseAndLoad(config, path, 1) != 0
        } else {
            loaded = FcConfigParseAndLoadFromMemory(config, configurationXML(files: packageFiles()), 1) != 0
        }
        guard loaded, FcConfigBuildFonts(config) != 0, let fonts = FcConfigGetFonts(config, FcSetSystem),
              fonts.pointee.nfont > 0
        else {
            FcConfigDestroy(config)
            guard warned.withLock({ warned in defer { warned = true }; return !warned }) else { return nil }
            FileHandle.standardError.write(Data("""
                Text: the pinned fonts (\(packages.joined(separator: ", "))) were not found; \
                using the system's fontconfig, so text may differ between machines (run scripts/install-deps.sh)

                """.utf8))
            return nil
        }
        return config
    }
}
