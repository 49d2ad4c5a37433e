import XCTest

@testable import LayoutEngine

extension XCTestCase {
    /// Asserts that two indexes hold the same elements the same way: the in-order run (its
    /// members, bounds and block starts, with consistent search levels) and every length class.
    /// A class's longest extent is never lowered by removals: after some, `actual`'s may exceed
    /// `expected`'s when `afterRemovals` is set.
    func assertSameState(
        _ actual: RectIndex, _ expected: RectIndex, _ message: String, afterRemovals: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(actual.count, expected.count, message, file: file, line: line)
        XCTAssertEqual(actual.run.members, expected.run.members, message, file: file, line: line)
        XCTAssertEqual(actual.run.blockStarts, expected.run.blockStarts, message, file: file, line: line)
        XCTAssertEqual(actual.run.reach, expected.run.reach, message, file: file, line: line)
        XCTAssertEqual(actual.run.slack, expected.run.slack, message, file: file, line: line)
        XCTAssertEqual(actual.run.latestStart, expected.run.latestStart, message, file: file, line: line)
        XCTAssertTrue(
            actual.run.search.isConsistent(with: actual.run.blockStarts), message, file: file, line: line)
        XCTAssertEqual(actual.activeClasses, expected.activeClasses, message, file: file, line: line)
        for classNumber in expected.activeClasses where classNumber < actual.classes.count {
            let (got, wanted) = (actual.classes[classNumber], expected.classes[classNumber])
            XCTAssertEqual(got.starts, wanted.starts, message, file: file, line: line)
            XCTAssertEqual(got.ids, wanted.ids, message, file: file, line: line)
            if afterRemovals {
                XCTAssertGreaterThanOrEqual(got.longest, wanted.longest, message, file: file, line: line)
            } else {
                XCTAssertEqual(got.longest, wanted.longest, message, file: file, line: line)
            }
            XCTAssertTrue(got.search.isConsistent(with: got.starts), message, file: file, line: line)
        }
    }

    /// Asserts that two indexes store the same frames by id, any frame that is not finite
    /// matching any other that is not.
    func assertSameFrames(
        _ actual: RectIndex, _ expected: RectIndex, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(
            zip(actual.frames, expected.frames).allSatisfy { $0.isFinite ? $0 == $1 : !$1.isFinite }
                && actual.count == expected.count, message, file: file, line: line)
    }
}
