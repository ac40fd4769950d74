/// The command line of `architecture-check`, parsed.
public struct CommandOptions: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        case check
        /// Print the module graph as Mermaid.
        case printGraph
        /// Rewrite the Mermaid block in Architecture.md.
        case updateGraph
        /// Write every current violation to the baseline file.
        case writeBaseline
        /// Read changed paths on standard input and print the test targets they affect.
        case affectedTests
        case help
    }

    public enum Format: String, Sendable, Equatable {
        case text
        case json
        /// GitHub workflow commands, so findings appear on the pull request's lines.
        case github
        /// SARIF 2.1.0, for code scanning.
        case sarif
    }

    public var root = "."
    public var action = Action.check
    public var format = Format.text
    /// A saved `swift package dump-package` output to use instead of running SwiftPM.
    public var manifestJSON: String?
    public var matchesLayerPrefixes = false
    /// Relative to the package root.
    public var baselinePath = Baseline.defaultPath
    /// Fail on baseline entries that no longer occur, as CI does.
    public var strictBaseline = false
    /// Write the report here instead of standard output.
    public var outputPath: String?

    public static let usage = """
        usage: architecture-check [PACKAGE_ROOT] [options]

        Checks the package at PACKAGE_ROOT (default: .) against the layer-policy
        block in its Architecture.md.

          --format FORMAT        text, json, github (workflow commands; the default when
                                 GITHUB_ACTIONS=true) or sarif (SARIF 2.1.0); default: text
          --output FILE          write the report to FILE, and only the summary to stdout
          --baseline FILE        accepted violations, relative to the root
                                 (default: architecture-baseline.txt; none if missing)
          --write-baseline       write every current violation to the baseline and exit
          --strict-baseline      also fail on baseline entries that no longer occur
                                 (the default when CI is set)
          --manifest-json FILE   read the package description from FILE, a saved
                                 'swift package dump-package', instead of running SwiftPM
          --layer-prefixes       a target belongs to the longest layer name it starts
                                 with (for generated packages with many modules per layer)
          --graph                print the module graph as Mermaid and exit
          --update-graph         rewrite the Mermaid block in Architecture.md
          --affected-tests       read changed paths, relative to the root, one a line on
                                 stdin; print the test targets that own one or depend
                                 on a target that does, sorted, one a line, and exit
                                 (a changed Package.swift selects every test target)
          -h, --help             show this text

        Exit status: 0 clean, 1 violations found, 2 usage or setup error.
        """

    public init() {}

    /// `environment` supplies the defaults CI needs: `GITHUB_ACTIONS=true`
    /// selects `--format github`, and a non-empty `CI` `--strict-baseline`.
    public init(arguments: [String], environment: [String: String] = [:]) throws(SetupError) {
        if environment["GITHUB_ACTIONS"] == "true" { format = .github }
        strictBaseline = !(environment["CI"] ?? "").isEmpty
        var remaining = arguments[...]
        var sawRoot = false
        while let argument = remaining.popFirst() {
            switch argument {
            case "--format":
                guard let value = remaining.popFirst(), let format = Format(rawValue: value) else {
                    throw SetupError("--format needs 'text', 'json', 'github' or 'sarif'")
                }
                self.format = format
            case "--manifest-json":
                guard let value = remaining.popFirst() else { throw SetupError("--manifest-json needs a file") }
                manifestJSON = value
            case "--baseline":
                guard let value = remaining.popFirst() else { throw SetupError("--baseline needs a file") }
                baselinePath = value
            case "--output":
                guard let value = remaining.popFirst() else { throw SetupError("--output needs a file") }
                outputPath = value
            case "--write-baseline": action = .writeBaseline
            case "--strict-baseline": strictBaseline = true
            case "--layer-prefixes": matchesLayerPrefixes = true
            case "--graph": action = .printGraph
            case "--update-graph": action = .updateGraph
            case "--affected-tests": action = .affectedTests
            case "-h", "--help": action = .help
            default:
                guard !argument.hasPrefix("-"), !sawRoot else {
                    throw SetupError("unexpected argument '\(argument)'")
                }
                root = argument
                sawRoot = true
            }
        }
    }
}
