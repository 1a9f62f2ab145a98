// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Cells",
    // Built and tested on Linux (Debian 12) only: no Apple platform is claimed. (On
    // macOS the Synchronization module alone would need macOS 15, and the text stack
    // Pango, Cairo and fontconfig from a package manager.)
    products: [
        .library(name: "InputPolicy", targets: ["InputPolicy"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Typesetting", targets: ["Typesetting"]),
        .library(name: "Graphics", targets: ["Graphics"]),
        .library(name: "Views", targets: ["Views"]),
        .library(name: "Table", targets: ["Table"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "Controllers", targets: ["Controllers"]),
        .library(name: "Declarative", targets: ["Declarative"]),
        .library(name: "Hosting", targets: ["Hosting"]),
        .library(name: "SwiftUICompat", targets: ["SwiftUICompat"]),
        .library(name: "UIKitCompat", targets: ["UIKitCompat"]),
        .library(name: "CellsSnapshotTesting", targets: ["CellsSnapshotTesting"]),
        // The `cells` subcommands and their JSON reader, for the fuzzers in `Fuzz/` (a package of its own).
        .library(name: "CellsTool", targets: ["CellsTool"]),
        .executable(name: "cells", targets: ["cells"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: the DocC catalogs of every library module.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // Property-based tests of what the table and the solver promise (Tests/PropertyTests).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `cells preview`: the live preview's HTTP and WebSocket server.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // Below every layer: the ranges numbers are checked against, and the error naming one outside them.
        .target(name: "InputPolicy"),

        // Layer 0: the constraint solver. Knows nothing of views, text or tables.
        .target(name: "Cassowary", dependencies: ["InputPolicy"]),

        // The Linux text stack (Pango, HarfBuzz, FreeType, fontconfig, Cairo) as a Clang module.
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libharfbuzz-dev", "libfontconfig-dev"])]
        ),
        // Layer 0: fonts, Dynamic Type, paragraph layout and drawing. Knows nothing of views.
        .target(name: "Typesetting", dependencies: ["CPango", "InputPolicy"]),

        // Image decoding (PNG, JPEG) with gdk-pixbuf, as a Clang module.
        .systemLibrary(
            name: "CGdkPixbuf",
            pkgConfig: "gdk-pixbuf-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev"])]
        ),

        // Layer 1: the values both view layers share: colours, images, insets, pixel
        // rounding and the trait values that choose among them.
        .target(name: "Graphics", dependencies: ["Typesetting", "CPango", "CGdkPixbuf", "InputPolicy"]),

        // Layer 2: views and Auto Layout, on the solver, the text engine and the shared values.
        .target(name: "Views", dependencies: ["InputPolicy", "Cassowary", "Typesetting", "Graphics"]),

        // Layer 3: the virtualized table view whose rows size themselves, on the view layer.
        .target(name: "Table", dependencies: ["InputPolicy", "Views", "Typesetting"]),

        // Draws a laid-out view tree with Cairo to PNG, PDF or SVG; reads frames, never lays out.
        .target(name: "Rendering", dependencies: ["Views", "Typesetting", "CPango"]),

        // The SwiftUI-shaped declarative layer: views as values, laid out by proposals.
        .target(name: "Declarative", dependencies: ["Typesetting", "Graphics"]),

        // Declarative views inside the view layer: HostingView (sized height for width),
        // HostingController and HostingCell.
        .target(name: "Hosting", dependencies: ["Declarative", "Views", "Table", "Controllers", "Typesetting"]),

        // SwiftUI's names (re-exports Declarative and Foundation) for code written against SwiftUI.
        .target(name: "SwiftUICompat", dependencies: ["Declarative"]),

        // UIKit's names (UIView, UILabel, NSLayoutConstraint, …) for code written against UIKit.
        .target(name: "UIKitCompat", dependencies: ["Views", "Typesetting", "Table", "Controllers", "Rendering"]),

        // View controllers, windows and devices: the app shell the seeds' controller code runs in.
        .target(name: "Controllers", dependencies: ["Views", "Table", "Typesetting"]),

        // swift-snapshot-testing strategies on this project: views, cells, screens, tables and
        // declarative views as images and layout text, in a user's XCTest or Swift Testing target.
        .target(
            name: "CellsSnapshotTesting",
            dependencies: [
                "Views", "Typesetting", "Table", "Controllers", "Declarative", "Hosting", "Rendering",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),

        // The seed articles' screens, built with the public API.
        .target(name: "Demos", dependencies: ["Views", "Typesetting", "Table", "Declarative", "Hosting",
                                              "Controllers", "Rendering"]),

        // The `cells` command line: its subcommands live in a library so tests can call them.
        .target(
            name: "CellsTool",
            dependencies: [
                "InputPolicy",
                "Cassowary",
                "Typesetting",
                "Views",
                "Table",
                "Demos",
                "Controllers",
                "Rendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // zlib, for the live preview's fast PNG encoding of layers.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // `cells preview`: a local web server that shows a demo screen live in the browser
        // (rows and bars rendered once each, composited by the page as it scrolls) and
        // explains a clicked row. A module of its own so that the fuzzers' builds of
        // CellsTool need no SwiftNIO.
        .target(
            name: "Preview",
            dependencies: [
                "CellsTool", "Controllers", "CZlib", "Demos", "Graphics", "InputPolicy", "Rendering", "Table", "Typesetting",
                "Views", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "cells",
            dependencies: ["CellsTool", "Preview", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // Release-built benchmark that prints a table (`make bench`).
        .executableTarget(
            name: "CellsBenchmarks",
            dependencies: [
                "Cassowary", "Typesetting", "Views", "Table", "Declarative", "Hosting", "Demos", "CellsTool", "Preview",
            ]
        ),

        // Helpers several test targets share: tolerant comparisons, windows, bitmaps.
        .target(name: "CellsTestSupport", dependencies: ["Controllers", "Rendering", "Typesetting"],
                path: "Tests/CellsTestSupport"),

        .testTarget(name: "InputPolicyTests", dependencies: ["InputPolicy"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "Graphics", "CPango"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "Typesetting", "CellsTestSupport"]),
        .testTarget(name: "TableTests", dependencies: ["Table", "Views", "Typesetting", "CellsTestSupport"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Views", "Typesetting", "CellsTestSupport"]),
        .testTarget(name: "DeclarativeTests", dependencies: ["Declarative", "Demos", "Typesetting", "CellsTestSupport"]),
        .testTarget(name: "HostingTests", dependencies: ["Hosting", "Declarative", "Views", "Table", "Typesetting", "Demos"]),
        .testTarget(name: "SwiftUICompatTests", dependencies: ["SwiftUICompat", "Demos"]),
        .testTarget(name: "UIKitCompatTests", dependencies: ["UIKitCompat", "Demos", "Rendering"],
                    resources: [.copy("Resources")]),
        .testTarget(
            name: "CellsToolTests",
            dependencies: [
                "CellsTool", "CellsTestSupport", "Controllers", "Demos", "Table", "Typesetting", "Views",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "PropertyTests",
            dependencies: [
                "CellsTool", "Cassowary", "Demos", "Table", "Views",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "ControllersTests", dependencies: ["Controllers", "Views", "Table", "Typesetting", "CellsTestSupport"]),
        .testTarget(
            name: "CellsSnapshotTestingTests",
            dependencies: [
                "CellsSnapshotTesting", "UIKitCompat", "Declarative", "Rendering",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

