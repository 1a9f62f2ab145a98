// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for Cells, one executable per fuzzer. Built one product at a
// time by scripts/fuzz.sh (`make fuzz-build`) with
// `-Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -enable-testing`
// into the scratch path `.build-fuzz` of the main package. Seeds and every crash
// ever found are in `Corpus/<Target>/`; crashes not yet fixed in `Open/<Target>/`.
let package = Package(
    name: "CellsFuzz",
    dependencies: [
        .package(name: "Cells", path: ".."),
    ],
    targets: [
        // Reads bytes: a little-endian cursor the three fuzzers share.
        .target(name: "FuzzSupport"),
        // `cells solve`'s JSON reader and the solver.
        .executableTarget(
            name: "FuzzSolve",
            dependencies: [
                "FuzzSupport",
                .product(name: "Cassowary", package: "Cells"),
                .product(name: "CellsTool", package: "Cells"),
            ]
        ),
        // The text engine: layout, truncation and drawing.
        .executableTarget(
            name: "FuzzText",
            dependencies: [
                "FuzzSupport", .product(name: "Typesetting", package: "Cells"), .product(name: "Graphics", package: "Cells"),
            ]
        ),
        // View trees with constraints, stacks and labels, fitted and laid out.
        .executableTarget(
            name: "FuzzViews",
            dependencies: [
                "FuzzSupport",
                .product(name: "Views", package: "Cells"),
                .product(name: "Typesetting", package: "Cells"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
