import Foundation
import LayoutEngine
import LayoutGallery

let sections = GallerySection.all

let outputDirectory = CommandLine.arguments.dropFirst().first ?? "gallery"
let fileManager = FileManager.default
do {
    try fileManager.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
    var count = 0
    for section in sections {
        for example in section.examples {
            let svg = SVGRenderer.svg(for: example.scene())
            try svg.write(
                toFile: outputDirectory + "/" + example.slug + ".svg", atomically: true, encoding: .utf8)
            count += 1
        }
    }
    let indexPath = outputDirectory + "/index.html"
    try HTMLIndex.page(for: sections).write(toFile: indexPath, atomically: true, encoding: .utf8)
    let absolute = URL(fileURLWithPath: indexPath).standardizedFileURL.path
    print("Wrote \(count) SVG files and \(absolute)")
} catch {
    print("layout-gallery: could not write to \(outputDirectory): \(error)")
    exit(1)
}
