/// The command line of `architecture-check`, parsed.
public struct CommandOptions: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        case check
        /// Print the module graph as Mermaid.
        case printGraph
        /// Rewrite the Mermaid block in Architecture.md.
        case updateGraph
        case help
    }

    public enum Format: String, Sendable, Equatable {
        case text
        case json
    }

    public var root = "."
    public var action = Action.check
    public var format = Format.text
    /// A saved `swift package dump-package` output to use instead of running SwiftPM.
    public var manifestJSON: String?
    public var matchesLayerPrefixes = false

    public static let usage = """
        usage: architecture-check [PACKAGE_ROOT] [options]

        Checks the package at PACKAGE_ROOT (default: .) against the layer-policy
        block in its Architecture.md.

          --format text|json     how to print violations (default: text)
          --manifest-json FILE   read the package description from FILE, a saved
                                 'swift package dump-package', instead of running SwiftPM
          --layer-prefixes       a target belongs to the longest layer name it starts
                                 with (for generated packages with many modules per layer)
          --graph                print the module graph as Mermaid and exit
          --update-graph         rewrite the Mermaid block in Architecture.md
          -h, --help             show this text

        Exit status: 0 clean, 1 violations found, 2 usage or setup error.
        """

    public init() {}

    public init(arguments: [String]) throws(SetupError) {
        var remaining = arguments[...]
        var sawRoot = false
        while let argument = remaining.popFirst() {
            switch argument {
            case "--format":
                guard let value = remaining.popFirst(), let format = Format(rawValue: value) else {
                    throw SetupError("--format needs 'text' or 'json'")
                }
                self.format = format
            case "--manifest-json":
                guard let value = remaining.popFirst() else { throw SetupError("--manifest-json needs a file") }
                manifestJSON = value
            case "--layer-prefixes": matchesLayerPrefixes = true
            case "--graph": action = .printGraph
            case "--update-graph": action = .updateGraph
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
