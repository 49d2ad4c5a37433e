import Foundation
import LayoutEngine
import LayoutEngineTestSupport
import LayoutGallery
import XCTest

/// Proves that refactoring changed no result: every gallery scene (with, for a batch update
/// scene, the state before the batch and every element's initial and final attributes) and
/// thousands of seeded random layouts per layout type are digested (``AttributesDigest``) and compared with the
/// digests recorded in `golden-digests.txt` beside this file.
///
/// Random scenarios are digested in chunks of ``chunkSize`` seeds; a failure names the chunk.
/// The default run checks every gallery scene and every ``quickChunkStride``-th chunk of each
/// layout type; the long campaign (``TestCampaign``) and a re-record digest every chunk.
/// To re-record after an intended change of results, run
/// `LAYOUT_GOLDEN_RECORD=1 swift test --filter GoldenTests`: the run rewrites the file and fails
/// on purpose, naming the digests that changed; commit the file with the reason for each change
/// in the commit message (the file's header says so, and CI fails when the tests leave the file
/// different from the committed one). Lines starting with `#` are the header.
final class GoldenTests: XCTestCase {
    /// Seeds per random layout type.
    static let seedCount = 2000
    /// Seeds per recorded digest.
    static let chunkSize = 50
    /// In the default run, the chunks checked: one in this many.
    static let quickChunkStride = 8

    static var generators: [(name: String, scenario: (UInt64) -> GoldenScenario)] {
        [
            ("flow", GoldenScenario.flow),
            ("waterfall", GoldenScenario.waterfall),
            ("compositional", GoldenScenario.compositional),
            ("carousel", GoldenScenario.carousel),
            ("fan", GoldenScenario.circularFan),
        ]
    }

    /// The header written above the digests when the file has none.
    static let header = [
        "# Digests of every gallery scene and of seeded random layouts (GoldenTests): a key and the",
        "# digest of its results per line; lines starting with # are comments. Never edit by hand.",
        "# Re-recording (LAYOUT_GOLDEN_RECORD=1 swift test --filter GoldenTests) fails its run on",
        "# purpose: commit the new file with the reason each changed digest changed in the commit",
        "# message. CI fails when the tests leave this file different from the committed one.",
    ]

    func testGolden_EveryGallerySceneAndRandomLayoutIsUnchanged() throws {
        let recording = ProcessInfo.processInfo.environment["LAYOUT_GOLDEN_RECORD"] == "1"
        let everyChunk = recording || TestCampaign.isLong
        let current = Self.currentDigests(chunkStride: everyChunk ? 1 : Self.quickChunkStride)
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("golden-digests.txt")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        let comments = lines.filter { $0.hasPrefix("#") }
        let recorded = lines.filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { line in
            let parts = line.split(separator: " ")
            return (key: String(parts[0]), digest: String(parts.count > 1 ? parts[1] : ""))
        }
        let expected = Dictionary(
            recorded.map { ($0.key, $0.digest) }, uniquingKeysWith: { first, _ in first })
        if recording {
            let header = comments.isEmpty ? Self.header : comments
            let text = (header + current.map { "\($0.key) \($0.digest)" }).joined(separator: "\n") + "\n"
            try text.write(to: file, atomically: true, encoding: .utf8)
            let changed = current.filter { expected[$0.key] != $0.digest }.map(\.key)
            let removed = Set(expected.keys).subtracting(current.map(\.key)).sorted()
            XCTFail(
                "LAYOUT_GOLDEN_RECORD=1 rewrote golden-digests.txt and fails this run on purpose: "
                    + "\(changed.count) digests new or changed (\(changed.prefix(20).joined(separator: ", "))), "
                    + "\(removed.count) removed (\(removed.prefix(20).joined(separator: ", "))). Commit the file "
                    + "with the reason for each change in the commit message.")
            return
        }
        if everyChunk {
            XCTAssertEqual(current.count, recorded.count, "the set of golden scenarios changed")
        }
        XCTAssertEqual(current.filter { expected[$0.key] == nil }.map(\.key), [], "scenarios with no record")
        for (key, digest) in current {
            XCTAssertEqual(digest, expected[key], "golden results differ for \(key)")
        }
    }

    /// Every scenario's key and digest, in a fixed order: every gallery scene and one chunk of
    /// random scenarios in `chunkStride` (1: every chunk).
    static func currentDigests(chunkStride: Int) -> [(key: String, digest: String)] {
        var result: [(key: String, digest: String)] = []
        for section in GallerySection.all {
            for example in section.examples {
                let scene = example.scene()
                var digest = AttributesDigest()
                digest.combine(scene.contentSize)
                digest.combine(scene.elements)
                digest.combine(scene.visible)
                if let update = scene.update {
                    // A batch update scene: the state before it and how every element animates.
                    digest.combine(update.before.contentSize)
                    digest.combine(update.before.elements)
                    digest.combine(update.contentOffsetAdjustment.x)
                    digest.combine(update.contentOffsetAdjustment.y)
                    digest.combine(Array(update.initial.values))
                    digest.combine(Array(update.final.values))
                }
                result.append(("gallery/\(example.slug)", digest.hex))
            }
        }
        for (name, scenario) in generators {
            for chunk in stride(from: 0, to: seedCount, by: chunkSize * chunkStride) {
                var digest = AttributesDigest()
                for seed in chunk..<(chunk + chunkSize) {
                    digest.combine(scenario(UInt64(seed)).run().value)
                }
                result.append(("\(name)/seeds-\(chunk)-\(chunk + chunkSize - 1)", digest.hex))
            }
        }
        return result
    }
}
