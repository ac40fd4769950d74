/// `import-oracle` without the process around it: compares the scanner with
/// the compiler over the given paths and says where they disagree.
public enum OracleCommand {
    public static let usage = """
        usage: import-oracle [--swiftc PATH] PATH...

        Lists every Swift file's imports under each PATH with
        'swiftc -frontend -emit-imported-modules' and compares them with the
        architecture checker's scanner. Imports the scanner finds only inside
        #if branches the compiler left out are expected; any other difference fails.

        Exit status: 0 they agree, 1 they differ, 2 usage or setup error.
        """

    /// `oracle` replaces the real compiler, for tests.
    public static func run(arguments: [String], oracle: ImportOracle? = nil) -> CommandResult {
        var swiftc = "swiftc"
        var paths: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--swiftc":
                guard let value = remaining.popFirst() else { return usageError("--swiftc needs a path") }
                swiftc = value
            case "-h", "--help":
                return CommandResult(status: CommandResult.clean, output: usage, errorOutput: "")
            default:
                guard !argument.hasPrefix("-") else { return usageError("unexpected argument '\(argument)'") }
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else { return usageError("name at least one file or folder") }
        let compiler = CompilerImports(swiftc: swiftc)
        let oracle = oracle ?? ImportOracle { file throws(SetupError) in try compiler.modules(in: file) }
        let comparisons: [ImportComparison]
        do {
            comparisons = try oracle.compare(paths: paths)
        } catch {
            return CommandResult(
                status: CommandResult.setupFailed, output: "", errorOutput: "import-oracle: error: \(error.description)"
            )
        }
        return report(comparisons)
    }

    static func report(_ comparisons: [ImportComparison]) -> CommandResult {
        let disagreeing = comparisons.filter { !$0.agrees }
        let inactive = comparisons.map(\.inactiveBranches.count).reduce(0, +)
        let counted = "\(comparisons.count) files; \(inactive) imports only in #if branches the compiler left out here"
        guard disagreeing.isEmpty else {
            let lines =
                disagreeing.flatMap(\.diagnostics)
                + ["\(disagreeing.count) files where the scanner and the compiler disagree (\(counted))"]
            return CommandResult(
                status: CommandResult.violationsFound, output: lines.joined(separator: "\n"), errorOutput: "")
        }
        return CommandResult(
            status: CommandResult.clean, output: "the scanner agrees with the compiler (\(counted))", errorOutput: "")
    }

    private static func usageError(_ message: String) -> CommandResult {
        CommandResult(
            status: CommandResult.setupFailed, output: "",
            errorOutput: "import-oracle: error: \(message)\n\n\(usage)")
    }
}
