import Foundation
import LayoutEngine
import LayoutGallery

let sections = GallerySection.all

let outputDirectory = CommandLine.arguments.dropFirst().first ?? "gallery"
let fileManager = FileManager.default
do {
    try fileManager.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
    var sizes: [String: Size] = [:]
    for section in sections {
        for example in section.examples {
            let scene = example.scene()
            sizes[example.slug] = SVGRenderer.pixelSize(of: scene)
            try SVGRenderer.svg(for: scene).write(
                toFile: outputDirectory + "/" + example.slug + ".svg", atomically: true, encoding: .utf8)
        }
    }
    let indexPath = outputDirectory + "/index.html"
    try HTMLIndex.page(for: sections, sizes: sizes).write(
        toFile: indexPath, atomically: true, encoding: .utf8)
    let absolute = URL(fileURLWithPath: indexPath).standardizedFileURL.path
    print("Wrote \(sizes.count) SVG files and \(absolute)")
} catch {
    print("layout-gallery: could not write to \(outputDirectory): \(error)")
    exit(1)
}
