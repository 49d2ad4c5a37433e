import LayoutEngine

// The host target (`--host`): case i of a layout is a host run over a layout of that kind,
// drawn from its own seed (the campaign seed mixed with "host", so that host runs and layout
// cases of the same index differ).

/// The seed of host run `index` over `layout`.
func hostCaseSeed(_ seed: UInt64, _ layout: FuzzedLayout, _ index: Int) -> UInt64 {
    caseSeed(seed ^ 0x686F_7374, layout, index)
}

/// Runs host run `index` over a layout of kind `layout`: returns its source (the layout and
/// every input, as Swift) and what its checks found.
func runHostCase(_ layout: FuzzedLayout, _ index: Int, options: Options) -> (code: String, findings: Findings)
{
    var draw = HostDraw(seed: hostCaseSeed(options.seed, layout, index))
    func run<L: CollectionLayout>(_ setup: HostSetup<L>) -> (String, Findings) {
        var run = HostRun(setup: setup, draw: &draw)
        run.play(draw.int(8...20), draw: &draw)
        return (setup.code + "\n" + run.log.joined(separator: "\n"), run.findings)
    }
    switch layout {
    case .flow: return run(draw.hostFlow())
    case .waterfall: return run(draw.hostWaterfall())
    case .carousel: return run(draw.hostCarousel())
    case .fan: return run(draw.hostFan())
    case .compositional: return run(draw.hostCompositional())
    }
}
