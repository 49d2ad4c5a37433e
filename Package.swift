// swift-tools-version: 6.0
import PackageDescription

// `Sources/` holds the two products an app imports; `Tools/` holds what builds, checks and shows
// them (the gallery, the bench, the fuzzer, the playground's glue and its golden replayer, test
// support, heap statistics). The tools are never part of a product.
let package = Package(
    name: "LayoutEngine",
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutEngineUIKit", targets: ["LayoutEngineUIKit"]),
    ],
    targets: [
        .target(name: "LayoutEngine"),
        .target(name: "LayoutEngineUIKit", dependencies: ["LayoutEngine"]),

        .target(
            name: "LayoutEngineTestSupport",
            dependencies: ["LayoutEngine"],
            path: "Tools/LayoutEngineTestSupport"
        ),
        .target(
            name: "LayoutGallery",
            dependencies: ["LayoutEngine", "LayoutEngineTestSupport"],
            path: "Tools/LayoutGallery"
        ),
        .executableTarget(
            name: "layout-gallery",
            dependencies: ["LayoutEngine", "LayoutGallery"],
            path: "Tools/layout-gallery"
        ),
        .target(name: "CHeapStatistics", path: "Tools/CHeapStatistics"),
        .executableTarget(
            name: "layout-bench",
            dependencies: ["LayoutEngine", "LayoutEngineTestSupport", "CHeapStatistics"],
            path: "Tools/layout-bench"
        ),
        .target(
            name: "LayoutEngineWasm",
            dependencies: ["LayoutEngine"],
            path: "Tools/LayoutEngineWasm",
            exclude: ["Runtime", "Playground", "README.md"]
        ),
        .executableTarget(
            name: "layout-playground-golden",
            dependencies: ["LayoutEngine", "LayoutEngineWasm"],
            path: "Tools/layout-playground-golden"
        ),
        .executableTarget(
            name: "layout-fuzz",
            dependencies: ["LayoutEngine", "LayoutEngineTestSupport"],
            path: "Tools/layout-fuzz"
        ),
        .testTarget(
            name: "LayoutEngineTests",
            dependencies: ["LayoutEngine", "LayoutEngineTestSupport", "LayoutGallery"],
            exclude: ["Golden/golden-digests.txt"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
