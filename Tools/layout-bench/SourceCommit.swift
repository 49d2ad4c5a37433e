#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The commit the bench measures, as `git` names it in the current directory.
enum SourceCommit {
    /// The output of `command`, its trailing newline dropped; nil when it cannot run.
    private static func output(of command: String) -> String? {
        guard let pipe = popen(command, "r") else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, pipe) }
            bytes += buffer[..<count]
            if count < buffer.count { break }
        }
        guard pclose(pipe) == 0 else { return nil }
        var text = String(decoding: bytes, as: UTF8.self)
        while text.last == "\n" { text.removeLast() }
        return text
    }

    /// `commit <hash>`, with "plus uncommitted changes to the sources" when the package's
    /// sources differ from it; "no commit (not a git checkout)" outside one.
    static func describe() -> String {
        guard let hash = output(of: "git rev-parse HEAD 2>/dev/null"), !hash.isEmpty else {
            return "no commit (not a git checkout)"
        }
        let changes = output(of: "git status --porcelain -- Sources Package.swift 2>/dev/null") ?? ""
        return "commit `\(hash)`" + (changes.isEmpty ? "" : ", plus uncommitted changes to the sources")
    }
}
