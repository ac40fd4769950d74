import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The modules a Swift file imports, as the toolchain's own frontend lists
/// them: `swiftc -frontend -emit-imported-modules`. It parses without
/// resolving modules, evaluates `#if` for this machine, and needs Swift 6
/// mode to read bare `/…/` regex literals.
public struct CompilerImports: Sendable {
    /// What runs: the `swift-frontend` beside `swiftc` when there is one, else `swiftc`.
    /// `swiftc -frontend` starts the driver only for it to start the frontend, so this saves
    /// a process a file, a quarter of the time.
    public let program: String

    /// `swiftc` is looked up on PATH, or a path to it.
    public init(swiftc: String) {
        program = Self.frontend(beside: swiftc) ?? swiftc
    }

    /// `swift-frontend` in the folder `swiftc` resolves to, through PATH and symbolic links.
    public static func frontend(beside swiftc: String) -> String? {
        let candidates =
            swiftc.contains("/")
            ? [swiftc]
            : (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(swiftc)" }
        guard let found = candidates.first(where: { access($0, X_OK) == 0 }) else { return nil }
        let frontend = URL(fileURLWithPath: found).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swift-frontend").path
        return access(frontend, X_OK) == 0 ? frontend : nil
    }

    public func modules(in file: String) throws(SetupError) -> [String] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "import-oracle-\(UUID().uuidString)")
        let output = scratch.path + ".out"
        let errors = scratch.path + ".err"
        defer {
            try? FileManager.default.removeItem(atPath: output)
            try? FileManager.default.removeItem(atPath: errors)
        }
        let arguments = [program, "-frontend", "-emit-imported-modules", "-swift-version", "6", file, "-o", output]
        let status = try Self.run(arguments, errorsTo: errors)
        guard status == 0 else {
            let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            throw SetupError("\(file): the compiler cannot parse it: \(message.split(separator: "\n").first ?? "")")
        }
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// posix_spawnp and waitpid: Foundation's Process waits by polling a run
    /// loop, which made each of these 50 ms runs take three times as long.
    private static func run(_ arguments: [String], errorsTo path: String) throws(SetupError) -> Int32 {
        var actions: posix_spawn_file_actions_t = .init()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 2, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw SetupError("cannot run '\(arguments[0])': \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // A normal exit keeps its status in bits 8–15; anything else counts as a failure.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128
    }
}
