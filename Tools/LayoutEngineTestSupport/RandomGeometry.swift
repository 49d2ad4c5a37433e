import LayoutEngine

extension SeededGenerator {
    /// A random double in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }

    /// A random integer in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// A random boolean.
    public mutating func bool() -> Bool {
        Bool.random(using: &self)
    }

    /// A random query rectangle for a content of `contentSize`, drawn from the cases a rect
    /// index must get right: ordinary viewports, empty and zero-size rects, rects outside the
    /// content, rects covering everything, thin slivers, and rects whose edges touch element
    /// edges (`edges` gives candidate coordinates, usually element frame edges).
    public mutating func queryRect(in contentSize: Size, edges: [Double] = []) -> Rect {
        let width = max(contentSize.width, 1)
        let height = max(contentSize.height, 1)
        switch int(in: 0...9) {
        case 0:  // zero size, inside
            return Rect(x: double(in: 0...width), y: double(in: 0...height), width: 0, height: 0)
        case 1:  // outside the content
            return Rect(x: width + double(in: 1...100), y: -double(in: 50...500), width: 40, height: 40)
        case 2:  // covering everything
            return Rect(x: -10, y: -10, width: width + 20, height: height + 20)
        case 3:  // a thin horizontal sliver
            return Rect(x: 0, y: double(in: 0...height), width: width, height: double(in: 0...0.5))
        case 4:  // a thin vertical sliver
            return Rect(x: double(in: 0...width), y: 0, width: double(in: 0...0.5), height: height)
        case 5 where !edges.isEmpty:  // edges that touch element edges
            let a = edges[int(in: 0...(edges.count - 1))]
            let b = edges[int(in: 0...(edges.count - 1))]
            let c = edges[int(in: 0...(edges.count - 1))]
            let d = edges[int(in: 0...(edges.count - 1))]
            return Rect(x: min(a, b), y: min(c, d), width: abs(a - b), height: abs(c - d))
        case 6:  // negative size (standardised by every query)
            return Rect(x: double(in: 0...width), y: double(in: 0...height), width: -50, height: -80)
        default:  // a viewport somewhere in (or partly out of) the content
            return Rect(
                x: double(in: -50...width), y: double(in: -50...height),
                width: double(in: 1...(width / 2 + 1)), height: double(in: 1...(height / 3 + 1)))
        }
    }
}
