import Dispatch
import XCTest

@testable import LayoutEngine

/// Element kind names are created and read from several threads at once: each string still
/// gets exactly one name. `.ci/run` runs this suite under the thread sanitizer (its name matches
/// the `ConcurrentReadersTests` filter).
final class KindNameConcurrentReadersTests: XCTestCase {
    func testKindNames_InternedFromSeveralThreadsAtOnce_OneNamePerString() {
        let shared = (0..<300).map { "concurrent-shared-\($0)" }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var found: [String: UInt32] = [:]
            for (index, string) in shared.enumerated() {
                let own = "concurrent-thread-\(thread)-\(index)"
                for string in [string, own] {
                    let name = ElementKind.Name(string)
                    found[string] = name.id
                    if name.string != string {
                        results.add(mismatch: "\(string) read back as \(name.string)")
                    }
                }
                _ = ElementKind.sectionHeaderKind.string
            }
            results.add(found)
        }
        XCTAssertEqual(results.mismatches, [])
        let all = results.found
        XCTAssertEqual(all.count, 4)
        for found in all.dropFirst() {
            for string in shared { XCTAssertEqual(found[string], all[0][string], string) }
        }
        var owners: [UInt32: String] = [:]
        for found in all {
            for (string, id) in found {
                if let owner = owners[id] { XCTAssertEqual(owner, string, "two strings share id \(id)") }
                owners[id] = string
            }
        }
        XCTAssertEqual(owners.count, 300 + 4 * 300)
    }
}

private final class Results: @unchecked Sendable {
    private let queue = DispatchQueue(label: "KindNameConcurrentReadersTests.Results")
    private var storedFound: [[String: UInt32]] = []
    private var storedMismatches: [String] = []

    func add(_ found: [String: UInt32]) { queue.sync { storedFound.append(found) } }
    func add(mismatch: String) { queue.sync { storedMismatches.append(mismatch) } }

    var found: [[String: UInt32]] { queue.sync { storedFound } }
    var mismatches: [String] { queue.sync { storedMismatches } }
}
