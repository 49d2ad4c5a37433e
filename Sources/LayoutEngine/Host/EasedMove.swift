/// A move from one value to another over a duration, paced by UIKit's ease-in ease-out curve
/// (``TimingCurve/easeInEaseOut``): an animated scroll along one axis, or an element's
/// animation after a batch update (``ElementAnimation``).
struct EasedMove<Value: Sendable>: Sendable {
    /// Where it starts.
    var from: Value
    /// Where it ends.
    var target: Value
    /// When it starts, in seconds; nil until the host is next given a time (a call without a
    /// time started it), and until then the move shows its start.
    var startTime: Double?
    /// How long it takes, in seconds.
    var duration: Double

    /// The eased fraction of the way covered at `time`.
    func fraction(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        guard let startTime else { return 0 }
        return TimingCurve.easeInEaseOut.value(at: (time - startTime) / duration)
    }

    /// Whether the move is over at `time` (never before it has started).
    func isFinished(at time: Double) -> Bool {
        guard let startTime else { return false }
        return time >= startTime + duration
    }

    /// Starts the move at `time` when it waits for a time; a started move keeps its start.
    mutating func start(at time: Double) {
        if startTime == nil { startTime = time }
    }
}

extension EasedMove<Double> {
    /// The position at `time`.
    func position(at time: Double) -> Double {
        from + (target - from) * fraction(at: time)
    }
}
