import Foundation
import XCTest

/// The README's Swift snippets, so that tests can run them verbatim and keep their numbers true.
enum ReadmeSnippets {
    /// The package's root directory, from this file's path.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The ```` ```swift ```` blocks of the README section headed `heading` (up to the next
    /// heading of the same or a higher level), each as its lines.
    static func swiftBlocks(inSection heading: String) throws -> [[String]] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else {
            XCTFail("README has no section \(heading)")
            return []
        }
        let level = heading.prefix { $0 == "#" }.count
        var blocks: [[String]] = []
        var block: [String]?
        for line in lines[(start + 1)...] {
            if block == nil, line.hasPrefix("#"), line.prefix(while: { $0 == "#" }).count <= level { break }
            if line == "```swift" {
                block = []
            } else if line == "```", let finished = block {
                blocks.append(finished)
                block = nil
            } else {
                block?.append(line)
            }
        }
        return blocks
    }

    /// Fails unless every Swift block of the README section `heading` appears, line by line
    /// and ignoring indentation, in the test source file at `file`.
    static func assertVerbatim(
        section heading: String, in file: String = #filePath, line: UInt = #line
    ) throws {
        let source = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
            .components(separatedBy: "\n").map(trimmed)
        let blocks = try swiftBlocks(inSection: heading)
        XCTAssertFalse(blocks.isEmpty, "no Swift snippet under \(heading)", line: line)
        for block in blocks {
            let wanted = block.map(trimmed)
            let found = source.indices.contains { start in
                start + wanted.count <= source.count
                    && Array(source[start..<(start + wanted.count)]) == wanted
            }
            XCTAssert(
                found, "the snippet starting \(wanted.first ?? "") under \(heading) is not run verbatim",
                line: line)
        }
    }

    private static func trimmed(_ line: String) -> String {
        String(line.drop { $0 == " " })
    }
}
