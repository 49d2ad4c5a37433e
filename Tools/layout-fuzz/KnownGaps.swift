/// Checks that known library bugs still fail, switched off so that a campaign passes until the
/// bugs are fixed; `--strict` switches every one on. Each names the one check it gates. A case
/// whose check a gate skips is counted and the count printed; `--strict` fails on any.
enum KnownGaps {
    /// Whether the validation check skips compositional cases whose only broken rule is the
    /// limit of `LayoutContext.maximumLength`. Off: `validate()` rejects such lengths.
    nonisolated(unsafe) static var compositionalValidateAcceptsLengthsAboveTheLimit = false

    /// Switches every gate off: every check runs.
    static func checkEverything() {
        compositionalValidateAcceptsLengthsAboveTheLimit = false
    }
}
