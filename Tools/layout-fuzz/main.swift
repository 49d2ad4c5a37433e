// layout-fuzz: seeded fuzzing of every layout, each range of cases in a child process with a
// watchdog and a memory limit.
//
//   swift run -c release layout-fuzz --cases 2000 --seed 1 [--layouts flow,fan]
//   swift run -c release layout-fuzz --replay flow:1234 --seed 1     one case, in process, with its Swift code
//
// Options:
//   --cases N              cases per layout (default 1000)
//   --from I               the first case (default 0): a campaign split across processes runs
//                          cases I..<N in each part
//   --seed S               campaign seed (default 1); case i of a layout has its own seed from S
//   --layouts a,b          flow, waterfall, carousel, fan, compositional (default: all)
//   --chunk N              cases per child process (default 250)
//   --timeout SECONDS      watchdog per case, in CPU seconds (default 120)
//   --memory-mb MB         address-space limit of a child (default 6144)
//   --strict               run the checks that known library bugs fail too (see KnownGaps);
//                          a case that still skips a check fails
//   --host                 host runs instead of layout cases: random input to a CollectionHost
//                          over each layout (see HostRun), N runs per layout, every check on
//                          (no host check waits for a known gap)

import Foundation
import LayoutEngine
import LayoutEngineTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct Options {
    var cases = 1000
    var from = 0
    var seed: UInt64 = 1
    var layouts = FuzzedLayout.allCases
    var chunk = 250
    var timeout = 120.0
    var memoryMB = 6144
    var strict = false
    var host = false
    var replay: (FuzzedLayout, Int)?
    var child: (FuzzedLayout, Int, Int)?

    init(_ arguments: [String]) {
        var rest = arguments[...]
        func next() -> String { rest.popFirst() ?? "" }
        while let argument = rest.popFirst() {
            switch argument {
            case "--cases": cases = Int(next()) ?? cases
            case "--from": from = max(0, Int(next()) ?? from)
            case "--seed": seed = UInt64(next()) ?? seed
            case "--layouts":
                layouts = next().split(separator: ",").compactMap { FuzzedLayout(rawValue: String($0)) }
            case "--chunk": chunk = max(1, Int(next()) ?? chunk)
            case "--timeout": timeout = Double(next()) ?? timeout
            case "--memory-mb": memoryMB = Int(next()) ?? memoryMB
            case "--strict": strict = true
            case "--host": host = true
            case "--replay":
                let parts = next().split(separator: ":")
                if parts.count == 2, let layout = FuzzedLayout(rawValue: String(parts[0])),
                    let index = Int(parts[1])
                {
                    replay = (layout, index)
                }
            case "--child":
                if let layout = FuzzedLayout(rawValue: next()), let from = Int(next()), let to = Int(next()) {
                    child = (layout, from, to)
                }
            default:
                FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
                exit(2)
            }
        }
    }

    /// The options a replay or a child needs besides the case.
    var commonArguments: [String] {
        ["--seed", "\(seed)"] + (strict ? ["--strict"] : []) + (host ? ["--host"] : [])
    }
}

/// The seed of case `index` of `layout` (SplitMix64 of the campaign seed, the layout and the index).
func caseSeed(_ seed: UInt64, _ layout: FuzzedLayout, _ index: Int) -> UInt64 {
    let layoutNumber = UInt64(FuzzedLayout.allCases.firstIndex(of: layout) ?? 0)
    var z = seed &+ (layoutNumber &<< 48) &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}

/// Runs case `index`: returns its Swift source and what it found.
func runCase(_ layout: FuzzedLayout, _ index: Int, options: Options) -> (code: String, findings: Findings) {
    if options.host { return runHostCase(layout, index, options: options) }
    var draw = Draw(seed: caseSeed(options.seed, layout, index))
    func run<L: CollectionLayout>(_ fuzzCase: FuzzCase<L>) -> (String, Findings) {
        let contexts = fuzzCase.contexts.map { "    layout.prepare(\(swift($0)))" }.joined(separator: "\n")
        let code = fuzzCase.code + "\n" + contexts
        return (code, check(fuzzCase, draw: &draw))
    }
    switch layout {
    case .flow: return run(draw.flowCase())
    case .waterfall: return run(draw.waterfallCase())
    case .carousel: return run(draw.carouselCase())
    case .fan: return run(draw.fanCase())
    case .compositional: return run(draw.compositionalCase())
    }
}

func replayCommand(_ layout: FuzzedLayout, _ index: Int, _ options: Options) -> String {
    "swift run -c release layout-fuzz --replay \(layout.rawValue):\(index) "
        + options.commonArguments.joined(separator: " ")
}

func printFailure(_ layout: FuzzedLayout, _ index: Int, _ problem: String, code: String?, options: Options) {
    print("FAIL \(layout.rawValue) case \(index): \(problem)")
    print("  replay: \(replayCommand(layout, index, options))")
    if let code {
        print("  case:\n" + code.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
    }
}

// MARK: - Child: a range of cases, in process

func runChild(_ layout: FuzzedLayout, from: Int, to: Int, options: Options) -> Int32 {
    #if canImport(Glibc)
        var limit = rlimit(rlim_cur: rlim_t(options.memoryMB) << 20, rlim_max: rlim_t(options.memoryMB) << 20)
        setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
    #endif
    var failed = false
    for index in from..<to {
        print("BEGIN \(index)")
        fflush(nil)
        let (code, findings) = runCase(layout, index, options: options)
        if !findings.skipped.isEmpty {
            print("SKIP \(layout.rawValue) case \(index): \(findings.skipped.joined(separator: ", "))")
        }
        if !findings.messages.isEmpty {
            failed = true
            printFailure(
                layout, index, findings.messages.joined(separator: "\n  "), code: code, options: options)
        }
    }
    print("END")
    fflush(nil)
    return failed ? 1 : 0
}

// MARK: - Parent: children with a watchdog

/// Runs cases `from..<to` of `layout` in children; a crash, a memory abort or a time-out of a
/// child is reported against the case it was running, and the next child resumes after it.
func runCampaign(_ layout: FuzzedLayout, options: Options) -> (failures: Int, skipped: Int) {
    var failures = 0
    var skipped = 0
    var start = options.from
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    let resolved =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? executable
    while start < options.cases {
        let end = min(options.cases, start + options.chunk)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layout-fuzz-\(getpid())-\(start).log")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        guard let handle = try? FileHandle(forWritingTo: output) else { return (failures + 1, skipped) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: resolved)
        process.arguments =
            ["--child", layout.rawValue, "\(start)", "\(end)", "--memory-mb", "\(options.memoryMB)"]
            + options.commonArguments
        process.standardOutput = handle
        process.standardError = handle
        do { try process.run() } catch {
            print("error: cannot start a child: \(error)")
            return (failures + 1, skipped)
        }
        // The watchdog times each case, not the child: it restarts whenever the child begins
        // another case, so a chunk of slow but finishing cases is not read as a hang. It counts
        // the child's CPU time where the system reports it, so that a case starved by other work
        // on a shared machine is not read as a hang either; wall time then only catches a child
        // that sleeps (twenty times the limit).
        let pid = process.processIdentifier
        var caseStart = (wall: Date(), cpu: cpuSeconds(pid) ?? 0)
        var begun = 0
        var timedOut = false
        var polls = 0
        while process.isRunning {
            polls += 1
            if polls % 25 == 0 {
                let count = beginCount(output)
                let cpu = cpuSeconds(pid)
                if count != begun {
                    begun = count
                    caseStart = (Date(), cpu ?? 0)
                }
                let wall = Date().timeIntervalSince(caseStart.wall)
                let overCPU = cpu.map { $0 - caseStart.cpu > options.timeout } ?? false
                if overCPU || wall > (cpu == nil ? 1 : 20) * options.timeout {
                    timedOut = true
                    kill(pid, SIGKILL)
                    break
                }
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        try? handle.close()
        let log = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: output)
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines
        where !line.hasPrefix("BEGIN ") && !line.hasPrefix("SKIP ") && line != "END" && !line.isEmpty {
            print(line)
        }
        fflush(nil)
        failures += lines.filter { $0.hasPrefix("FAIL ") }.count
        skipped += lines.filter { $0.hasPrefix("SKIP ") }.count
        if lines.contains("END") {
            start = end
            continue
        }
        // The child died or hung in the last case it began.
        let last = lines.last { $0.hasPrefix("BEGIN ") }.flatMap { Int($0.dropFirst(6)) } ?? start
        let problem =
            timedOut
            ? "no answer within \(Int(options.timeout)) s of CPU time (a hang or runaway work)"
            : "the child stopped (status \(process.terminationStatus), \(process.terminationReason == .uncaughtSignal ? "signal" : "exit")): a trap or a memory abort"
        printFailure(layout, last, problem, code: replayCode(layout, last, options), options: options)
        failures += 1
        start = last + 1
    }
    return (failures, skipped)
}

/// The CPU time, in seconds, that process `pid` has used (user and system), from
/// `/proc/<pid>/stat`; nil where the system does not report it.
func cpuSeconds(_ pid: Int32) -> Double? {
    #if canImport(Glibc)
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return nil }
        // After the name: state (field 3) … utime (field 14) and stime (field 15), in ticks.
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
            return nil
        }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    #else
        return nil
    #endif
}

/// The number of cases a child has begun, from its log so far.
func beginCount(_ log: URL) -> Int {
    guard let data = try? Data(contentsOf: log) else { return 0 }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").count { $0.hasPrefix("BEGIN ") }
}

/// The Swift source of a case, without running its checks.
func replayCode(_ layout: FuzzedLayout, _ index: Int, _ options: Options) -> String {
    if options.host { return runHostCase(layout, index, options: options).code }
    var draw = Draw(seed: caseSeed(options.seed, layout, index))
    func code<L: CollectionLayout>(_ fuzzCase: FuzzCase<L>) -> String {
        fuzzCase.code + "\n"
            + fuzzCase.contexts.map { "layout.prepare(\(swift($0)))" }.joined(separator: "\n")
    }
    switch layout {
    case .flow: return code(draw.flowCase())
    case .waterfall: return code(draw.waterfallCase())
    case .carousel: return code(draw.carouselCase())
    case .fan: return code(draw.fanCase())
    case .compositional: return code(draw.compositionalCase())
    }
}

// MARK: - Entry

let options = Options(Array(CommandLine.arguments.dropFirst()))
if options.strict { KnownGaps.checkEverything() }
if let (layout, from, to) = options.child {
    exit(runChild(layout, from: from, to: to, options: options))
}
if let (layout, index) = options.replay {
    print(replayCode(layout, index, options))
    let (_, findings) = runCase(layout, index, options: options)
    print(findings.messages.isEmpty ? "ok" : findings.messages.joined(separator: "\n"))
    exit(findings.messages.isEmpty ? 0 : 1)
}
#if DEBUG
    print("warning: a debug build; run `swift run -c release layout-fuzz` for a campaign")
#endif
var total = 0
let clock = ContinuousClock()
for layout in options.layouts {
    let started = clock.now
    let range = options.from == 0 ? "\(options.cases)" : "\(options.from)..<\(options.cases)"
    let (failures, skipped) = runCampaign(layout, options: options)
    // Under --strict a skipped check is a failure: nothing may be left out.
    total += failures + (options.strict ? skipped : 0)
    print(
        "\(options.host ? "host " : "")\(layout.rawValue): \(range) cases, seed \(options.seed), \(failures) failures, "
            + "\(skipped) cases with a check skipped by a known gap, \(clock.now - started)"
    )
}
exit(total == 0 ? 0 : 1)
