/// A host's clock: the time of its last frame or event, which never runs backwards, and
/// whether a call without a time left motions or animations waiting for the next time the host
/// is given.
struct HostClock: Sendable {
    /// The time of the last frame or event, in seconds.
    private(set) var time = 0.0
    /// Whether motions or animations wait to start at the next time the host is given.
    private(set) var hasPendingStarts = false

    /// Notes that a call without a time started a motion or an animation: it starts at the
    /// next time the host is given.
    mutating func deferStarts() {
        hasPendingStarts = true
    }

    /// Moves the clock to `time` when it is later (an earlier or non-finite time reads as the
    /// last one); returns whether the starts left waiting are due now (they are, once, at the
    /// first time given after them).
    mutating func advance(to time: Double) -> Bool {
        if time.isFinite, time > self.time { self.time = time }
        defer { hasPendingStarts = false }
        return hasPendingStarts
    }
}
