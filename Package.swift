// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LayoutEngine",
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"])
    ],
    targets: [
        .target(name: "LayoutEngine"),
        .target(name: "LayoutEngineTestSupport", dependencies: ["LayoutEngine"]),
        .executableTarget(
            name: "layout-gallery",
            dependencies: ["LayoutEngine", "LayoutEngineTestSupport"]
        ),
        .target(name: "CHeapStatistics"),
        .executableTarget(
            name: "layout-bench",
            dependencies: ["LayoutEngine", "LayoutEngineTestSupport", "CHeapStatistics"]
        ),
        .testTarget(
            name: "LayoutEngineTests",
            dependencies: ["LayoutEngine", "LayoutEngineTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
