/// Checks that known library bugs still fail, switched off so that a campaign passes until the
/// bugs are fixed; `--strict` switches every one on. Each names the one check it gates.
enum KnownGaps {
    /// Whether the validation check skips compositional cases whose only broken rule is the
    /// limit of `LayoutContext.maximumLength`. Off: `validate()` rejects such lengths.
    nonisolated(unsafe) static var compositionalValidateAcceptsLengthsAboveTheLimit = false

    /// The compositional layout clamps such lengths at run time, but one case of the CI seed
    /// (`--replay compositional:1827 --seed 1 --strict`) still draws a section background of a
    /// sideways content where the documented rule does not put it: while set, the index checks
    /// skip compositional cases given a length above the limit.
    nonisolated(unsafe) static var compositionalKeepsLengthsAboveTheLimit = true

    /// Switches every gate off: every check runs.
    static func checkEverything() {
        compositionalValidateAcceptsLengthsAboveTheLimit = false
        compositionalKeepsLengthsAboveTheLimit = false
    }
}
