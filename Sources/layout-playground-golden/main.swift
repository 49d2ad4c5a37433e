// The native side of the playground's browser test.
//
//   layout-playground-golden frames   prints the golden file (JSON): for every scripted case, the
//                                     native engine's records at scripted scroll positions
//   layout-playground-golden snap     reads releases, one a line, and prints where each comes
//                                     to rest natively:
//       main  tab variant count width height x y proposedX proposedY velocityX velocityY
//       ortho tab variant count width height x y section current proposed velocity
import LayoutEngine
import LayoutEngineWasm

/// The viewport of every scripted case; the browser test sizes the page's stage to it.
let viewport = Size(width: 960, height: 600)
/// How far the query rect lies inside the viewport on each side (the page draws it).
let queryInset = 48.0

/// A JSON number; the shortest representation that reads back as the same double.
func json(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "\"\(value)\""
}

/// The scroll positions of a case: the ends, fractional offsets and the middle of the content.
func scriptedOffsets(_ scene: PlaygroundScene, contentSize: Size) -> [Point] {
    let horizontal = scene.tab == .carousel || scene.tab == .fan
    let maximum =
        horizontal
        ? max(0, contentSize.width - viewport.width) : max(0, contentSize.height - viewport.height)
    let along = [0, 777.25, (maximum / 2).rounded(.down) + 0.5, maximum - 123.5, maximum].map {
        min(max(0, $0), maximum)
    }
    return along.map { horizontal ? Point(x: $0, y: 0) : Point(x: 0, y: $0) }
}

func printFrames() {
    var cases: [String] = []
    for tab in PlaygroundScene.Tab.allCases {
        for variant in 0..<tab.variantCount {
            for count in [100, 1_000_000] {
                let scene = PlaygroundScene(tab: tab, variant: variant, count: count, viewport: viewport)
                cases.append(frames(of: scene))
            }
        }
    }
    print("{\"queryInset\": \(json(queryInset)), \"cases\": [\n" + cases.joined(separator: ",\n") + "\n]}")
}

func frames(of scene: PlaygroundScene) -> String {
    let engine = PlaygroundEngine(scene: scene)
    engine.prepare(offset: .zero)
    let contentSize = engine.contentSize
    var steps: [String] = []
    for (index, offset) in scriptedOffsets(scene, contentSize: contentSize).enumerated() {
        engine.prepare(offset: offset)
        // The compositional row is scrolled sideways at the second position.
        let orthogonal: Double? = scene.tab == .compositional && index == 1 ? 250.5 : nil
        if let orthogonal { engine.setOrthogonalOffset(orthogonal, section: 0) }
        let rect = Rect(
            x: offset.x + queryInset, y: offset.y + queryInset,
            width: viewport.width - 2 * queryInset, height: viewport.height - 2 * queryInset)
        let found = engine.attributes(in: rect)
        let record = UnsafeMutablePointer<Double>.allocate(capacity: PlaygroundRecord.recordLength)
        defer { record.deallocate() }
        var numbers: [String] = []
        for attributes in found {
            PlaygroundRecord.write(attributes, to: record)
            for index in 0..<PlaygroundRecord.recordLength { numbers.append(json(record[index])) }
        }
        steps.append(
            "    {\"x\": \(json(offset.x)), \"y\": \(json(offset.y)), "
                + "\"orthogonal\": \(orthogonal.map(json) ?? "null"), "
                + "\"rect\": [\(json(rect.origin.x)), \(json(rect.origin.y)), \(json(rect.size.width)), "
                + "\(json(rect.size.height))], \"count\": \(found.count), "
                + "\"records\": [\(numbers.joined(separator: ","))]}")
    }
    return "  {\"tab\": \(scene.tab.rawValue), \"variant\": \(scene.variant), \"count\": \(scene.count), "
        + "\"width\": \(json(viewport.width)), \"height\": \(json(viewport.height)), "
        + "\"contentWidth\": \(json(contentSize.width)), \"contentHeight\": \(json(contentSize.height)), "
        + "\"steps\": [\n" + steps.joined(separator: ",\n") + "]}"
}

func printSnaps() {
    while let line = readLine() {
        let words = line.split(separator: " ").map(String.init)
        guard words.count == 12, let tab = Int(words[1]).flatMap(PlaygroundScene.Tab.init(rawValue:)) else {
            print("error: cannot read '\(line)'")
            continue
        }
        let numbers = words[2...].map { Double($0) ?? .nan }
        let scene = PlaygroundScene(
            tab: tab, variant: Int(numbers[0]), count: Int(numbers[1]),
            viewport: Size(width: numbers[2], height: numbers[3]))
        let engine = PlaygroundEngine(scene: scene)
        engine.prepare(offset: Point(x: numbers[4], y: numbers[5]))
        if words[0] == "ortho" {
            let section = Int(numbers[6])
            engine.setOrthogonalOffset(numbers[7], section: section)
            print(
                json(
                    engine.targetOrthogonalOffset(
                        proposed: numbers[8], velocity: numbers[9], section: section)))
        } else {
            let target = engine.targetContentOffset(
                proposed: Point(x: numbers[6], y: numbers[7]), velocity: Point(x: numbers[8], y: numbers[9]))
            print("\(json(target.x)) \(json(target.y))")
        }
    }
}

switch CommandLine.arguments.dropFirst().first {
case "frames": printFrames()
case "snap": printSnaps()
default: print("usage: layout-playground-golden frames | snap")
}
