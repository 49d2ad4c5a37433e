// The native side of the playground's browser test.
//
//   layout-playground-golden replay   reads the calls the page made into the WebAssembly module,
//                                     one a line (`name argument …`, as the page's journal
//                                     records them), makes the same calls on the same host
//                                     natively, and prints every frame `advance` returns, one a
//                                     line (the doubles of `PlaygroundFrameWriter`)
import LayoutEngine
import LayoutEngineWasm

/// A number as the shortest text that reads back as the same double.
func text(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "\"\(value)\""
}

/// Replays the journal read from standard input.
func replay() {
    var engine: PlaygroundEngine?
    var lineNumber = 0
    while let line = readLine() {
        lineNumber += 1
        let words = line.split(separator: " ").map(String.init)
        guard let name = words.first else { continue }
        let numbers = words.dropFirst().map { Double($0) ?? .nan }
        func number(_ index: Int) -> Double { index < numbers.count ? numbers[index] : .nan }
        func integer(_ index: Int) -> Int {
            let value = number(index)
            return value.isFinite ? Int(value) : 0
        }
        if name == "select" {
            guard let tab = PlaygroundScene.Tab(rawValue: integer(0)) else {
                print("error: line \(lineNumber): no tab \(integer(0))")
                continue
            }
            engine = PlaygroundEngine(
                scene: PlaygroundScene(
                    tab: tab, variant: integer(1), count: integer(2),
                    viewport: Size(width: number(3), height: number(4))))
            continue
        }
        guard let engine else {
            print("error: line \(lineNumber): \(name) before select")
            continue
        }
        let driver = engine.driver
        switch name {
        case "configure": driver.configure(overscan: number(0), keepsEndVisible: integer(1) != 0)
        case "advance":
            let count = driver.advance(to: number(0))
            let buffer = UnsafeBufferPointer(start: driver.frame.buffer, count: count)
            print(buffer.map(text).joined(separator: " "))
        case "touch_began": driver.touchBegan(x: number(0), y: number(1), time: number(2))
        case "touch_moved": driver.touchMoved(x: number(0), y: number(1), time: number(2))
        case "touch_ended": driver.touchEnded(x: number(0), y: number(1), time: number(2))
        case "scroll_by": driver.scroll(dx: number(0), dy: number(1))
        case "scroll_band": _ = engine.scrollBand(x: number(0), y: number(1), dx: number(2))
        case "scroll_to_end": driver.scrollToEnd()
        case "set_offset": driver.setContentOffset(x: number(0), y: number(1))
        case "scroll_to_item":
            driver.scrollToItem(
                section: integer(0), item: integer(1), position: UInt8(truncatingIfNeeded: integer(2)),
                animated: integer(3) != 0)
        case "report_size":
            driver.reportSize(section: integer(0), item: integer(1), width: number(2), height: number(3))
        case "move_focus": driver.moveFocus(integer(0))
        case "hit_test": driver.hitTest(x: number(0), y: number(1))
        case "snapshot_edit": driver.editSnapshot(copying: integer(0) != 0)
        case "snapshot_append_section": _ = driver.appendSection(integer(0))
        case "snapshot_append_item": _ = driver.appendItem(integer(0))
        case "snapshot_insert_item":
            _ = driver.insertItem(integer(0), anchor: integer(1), after: integer(2) != 0)
        case "snapshot_delete_item": _ = driver.deleteItem(integer(0))
        case "snapshot_move_item": _ = driver.moveItem(integer(0), anchor: integer(1), after: integer(2) != 0)
        case "snapshot_apply": _ = driver.applySnapshot(mode: integer(0), time: number(1))
        case "movement_begin": _ = driver.beginMovement(x: number(0), y: number(1))
        case "movement_update": driver.updateMovement(x: number(0), y: number(1), time: number(2))
        case "movement_end": driver.endMovement()
        case "movement_cancel": driver.cancelMovement()
        default: print("error: line \(lineNumber): unknown call \(name)")
        }
    }
}

switch CommandLine.arguments.dropFirst().first {
case "replay": replay()
default: print("usage: layout-playground-golden replay < journal")
}
