import LayoutEngine

/// The flat encoding of a ``HostFrame`` that the page reads from the module's memory and the
/// native replay prints: a header of `headerLength` doubles, then the frame's lists.
///
/// Header: time, content offset (x, y), content size (width, height), isAnimating (0 or 1),
/// the focused item (section, item; -1, -1 without one), then the lengths of the lists:
/// visible, renamed, appeared, disappeared, needsMeasurement, prefetch; then whether the frame
/// reached the content's start and its end (``HostFrame/reachedStart``, ``HostFrame/reachedEnd``;
/// 0 or 1).
///
/// Lists: each visible element as its identity (kind code, section, item) and its presentation
/// attributes (a ``PlaygroundRecord``, `recordLength` doubles); each rename as two identities;
/// each appeared, disappeared and to-be-measured element as an identity; each prefetched item
/// as its section and item. A departing identity is written with section -1 and its serial
/// number (``ElementID/departure``) as its item.
package struct PlaygroundFrameWriter {
    /// Doubles before the lists.
    package static let headerLength = 16
    /// Doubles per visible element: an identity and a record.
    package static let elementLength = 3 + PlaygroundRecord.recordLength

    /// The buffer: `capacity` doubles, of which the first `count` are written.
    package private(set) var buffer = UnsafeMutablePointer<Double>.allocate(capacity: 0)
    private var capacity = 0
    /// How many doubles the last frame took.
    package private(set) var count = 0

    /// An empty writer.
    package init() {}

    /// Writes `frame` with `focused` as the focused item; returns the number of doubles.
    package mutating func write(_ frame: HostFrame, focused: ItemPath?) -> Int {
        let needed =
            Self.headerLength + frame.visible.count * Self.elementLength + frame.renamed.count * 6
            + (frame.appeared.count + frame.disappeared.count + frame.needsMeasurement.count) * 3
            + frame.prefetch.count * 2
        reserve(needed)
        count = 0
        for value in [
            frame.time, frame.contentOffset.x, frame.contentOffset.y, frame.contentSize.width,
            frame.contentSize.height, frame.isAnimating ? 1 : 0,
        ] {
            append(value)
        }
        append(Double(focused?.section ?? -1))
        append(Double(focused?.item ?? -1))
        for length in [
            frame.visible.count, frame.renamed.count, frame.appeared.count, frame.disappeared.count,
            frame.needsMeasurement.count, frame.prefetch.count,
        ] {
            append(Double(length))
        }
        append(frame.reachedStart ? 1 : 0)
        append(frame.reachedEnd ? 1 : 0)
        for element in frame.visible {
            append(element.id)
            PlaygroundRecord.write(element.attributes, to: buffer + count)
            count += PlaygroundRecord.recordLength
        }
        for rename in frame.renamed {
            append(rename.from)
            append(rename.to)
        }
        for id in frame.appeared { append(id) }
        for id in frame.disappeared { append(id) }
        for id in frame.needsMeasurement { append(id) }
        for path in frame.prefetch {
            append(Double(path.section))
            append(Double(path.item))
        }
        return count
    }

    private mutating func append(_ value: Double) {
        buffer[count] = value
        count += 1
    }

    private mutating func append(_ id: ElementID) {
        append(PlaygroundRecord.kindCode(id.kind))
        // The page keys views by these three numbers: a departing identity is written in
        // section -1 with its serial number as its item, apart from every live one.
        if let departure = id.departure {
            append(-1)
            append(Double(departure))
        } else {
            append(Double(id.path.section))
            append(Double(id.path.item))
        }
    }

    private mutating func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        buffer.deallocate()
        capacity = max(needed, 2 * capacity)
        buffer = UnsafeMutablePointer<Double>.allocate(capacity: capacity)
    }
}
