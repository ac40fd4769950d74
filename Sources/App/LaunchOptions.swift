/// The command line of `inbox`, parsed. Every mistake is one line for stderr.
struct LaunchOptions: Equatable {
    static let version = "0.1.0"
    static let usage = """
        usage: inbox [--width N] [--help] [--version]

        Reads commands, one a line, and prints the inbox after each.
        Type 'help' inside inbox for the commands.

          --width N    wrap output at N terminal cells (default: the terminal's width, else 80)
          --help       show this text
          --version    show the version
        """

    enum Action: Equatable {
        case run
        case help
        case version
    }

    var action = Action.run
    var width: Int?

    /// Thrown for anything that is not a flag inbox knows, or a flag without its value.
    struct Problem: Error, Equatable {
        let message: String
    }

    static let minimumWidth = 20

    init(arguments: [String]) throws(Problem) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": action = .help
            case "--version": action = .version
            case "--width":
                guard let value = remaining.popFirst(), let number = Int(value), number >= Self.minimumWidth else {
                    throw Problem(message: "--width needs a number of at least \(Self.minimumWidth)")
                }
                width = number
            default:
                throw Problem(message: "unknown option '\(argument)'")
            }
        }
    }
}
