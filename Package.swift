// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LayoutEngine",
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutEngineUIKit", targets: ["LayoutEngineUIKit"]),
    ],
    targets: [
        .target(name: "LayoutEngine"),
        .target(name: "LayoutEngineUIKit", dependencies: ["LayoutEngine"]),
        .target(name: "LayoutEngineTestSupport", dependencies: ["LayoutEngine"]),
        .target(name: "LayoutGallery", dependencies: ["LayoutEngine", "LayoutEngineTestSupport"]),
        .executableTarget(
            name: "layout-gallery",
            dependencies: ["LayoutEngine", "LayoutGallery"]
        ),
        .target(name: "CHeapStatistics"),
        .executableTarget(
            name: "layout-bench",
            dependencies: ["LayoutEngine", "LayoutEngineTestSupport", "CHeapStatistics"]
        ),
        .target(
            name: "LayoutEngineWasm",
            dependencies: ["LayoutEngine"],
            exclude: ["Runtime", "Playground", "README.md"]
        ),
        .executableTarget(
            name: "layout-playground-golden",
            dependencies: ["LayoutEngine", "LayoutEngineWasm"]
        ),
        .executableTarget(
            name: "layout-fuzz",
            dependencies: ["LayoutEngine", "LayoutEngineTestSupport"]
        ),
        .testTarget(
            name: "LayoutEngineTests",
            dependencies: ["LayoutEngine", "LayoutEngineTestSupport", "LayoutGallery"],
            exclude: ["Golden/golden-digests.txt"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
