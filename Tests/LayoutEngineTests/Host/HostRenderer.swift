import LayoutEngine
import XCTest

/// A renderer as the host's documentation describes it, for the tests: views keyed by
/// identity, re-keyed, recycled and created as frames say, each carrying what it shows.
struct HostRenderer<Content: Hashable> {
    /// The views, by identity: what each shows.
    var views: [ElementID: Content] = [:]

    /// Applies `frame`: renames at once, then disappeared, then appeared (with `content` for
    /// each new view); fails the test on an inconsistent frame.
    mutating func apply(
        _ frame: HostFrame, _ message: String, content: (ElementID) -> Content,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var moving: [(ElementRename, Content)] = []
        for rename in frame.renamed {
            guard let view = views.removeValue(forKey: rename.from) else {
                XCTFail("renamed \(rename.from), which has no view, \(message)", file: file, line: line)
                continue
            }
            moving.append((rename, view))
        }
        for (rename, view) in moving {
            XCTAssertNil(
                views.updateValue(view, forKey: rename.to), "renamed onto \(rename.to), \(message)",
                file: file, line: line)
        }
        for id in frame.disappeared {
            XCTAssertNotNil(
                views.removeValue(forKey: id), "\(id) disappeared without a view, \(message)", file: file,
                line: line)
        }
        for id in frame.appeared {
            XCTAssertNil(
                views.updateValue(content(id), forKey: id), "\(id) appeared twice, \(message)", file: file,
                line: line)
        }
        XCTAssertEqual(
            Set(views.keys), Set(frame.visible.map(\.id)), "views and frame, \(message)", file: file,
            line: line)
        XCTAssertEqual(
            frame.visible.count, views.count, "each element once, \(message)", file: file, line: line)
    }
}
