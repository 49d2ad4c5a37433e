/// A move from one value to another over a duration, paced by UIKit's ease-in ease-out curve
/// (``TimingCurve/easeInEaseOut``): an animated scroll along one axis, or an element's
/// animation after a batch update (``ElementAnimation``).
struct EasedMove<Value: Sendable>: Sendable {
    /// Where it starts.
    var from: Value
    /// Where it ends.
    var target: Value
    /// When it starts, in seconds.
    var startTime: Double
    /// How long it takes, in seconds.
    var duration: Double

    /// The eased fraction of the way covered at `time`.
    func fraction(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        return TimingCurve.easeInEaseOut.value(at: (time - startTime) / duration)
    }

    /// Whether the move is over at `time`.
    func isFinished(at time: Double) -> Bool {
        time >= startTime + duration
    }
}

extension EasedMove<Double> {
    /// The position at `time`.
    func position(at time: Double) -> Double {
        from + (target - from) * fraction(at: time)
    }
}
