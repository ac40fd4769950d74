extension MinimalTemplates {
    /// The App's flags without the Inbox's own (`--demo`, `--remote`).
    var launchOptions: String {
        #"""
        import Foundation
        import Infrastructure

        /// The command line of `\#(executable)`, parsed. Every mistake is one line for stderr.
        nonisolated struct LaunchOptions: Equatable {
            static let version = "0.1.0"
            static let minimumWidth = 20
            /// Wider than any terminal in use, and small enough that a frame built at full width stays
            /// a few kilobytes a line: without a bound, `--width 100000000` took 1.2 GB.
            static let maximumWidth = 1000
            static let usage = """
                usage: \#(executable) [--store PATH | --store URL | --in-memory] [--width N] [--now TIME]
                       [--line | --json] [--help] [--version]

                On a terminal, runs full screen: ? lists the keys, q quits. Otherwise, or
                with --line, reads commands one a line and prints the screen after each;
                type 'help' for the commands. With --json, answers each command with one
                line of JSON, for programs.

                  --store PATH      keep every feature's data in the SQLite file PATH
                                    (default: the App's database in your data folder)
                  --store URL       keep it in the PostgreSQL database at a postgresql://
                                    or postgres:// URL; libpq's PGHOST, PGUSER… fill the gaps
                  --in-memory       keep data in memory only, for this session
                  --width N         wrap output at N terminal cells, 20 to 1000
                                    (default: the terminal's width, else 80)
                  --now TIME        pin the clock to an ISO-8601 time, such as 2026-03-10T10:00:00Z
                  --line            read commands one a line even on a terminal
                  --json            read commands one a line; answer each with one line
                                    of JSON, as docs/output.schema.json describes it
                  --help            show this text
                  --version         show the version
                """

            enum Action: Equatable {
                case run
                case help
                case version
            }

            var action = Action.run
            var width: Int?
            var now: Date?
            var store = StoreChoice.defaultFile
            /// `--line`: line mode even where full screen could run.
            var isLineMode = false
            /// `--json`: commands one a line, answered in JSON, even on a terminal.
            var isJSON = false

            init(arguments: [String]) throws(LaunchError) {
                var remaining = arguments[...]
                func value(for flag: String) throws(LaunchError) -> String {
                    guard let value = remaining.popFirst() else { throw LaunchError(description: "\(flag) needs a value") }
                    return value
                }
                while let argument = remaining.popFirst() {
                    switch argument {
                    case "--help", "-h": action = .help
                    case "--version": action = .version
                    case "--width":
                        guard let number = Int(try value(for: argument)), Self.minimumWidth...Self.maximumWidth ~= number
                        else {
                            throw LaunchError(
                                description: "--width needs a number from \(Self.minimumWidth) to \(Self.maximumWidth)")
                        }
                        width = number
                    case "--now":
                        let text = try value(for: argument)
                        guard let date = try? Date(text, strategy: .iso8601) else {
                            throw LaunchError(
                                description: "--now needs an ISO-8601 time such as 2026-03-10T10:00:00Z, not '\(text)'")
                        }
                        now = date
                    case "--store":
                        guard let place = remaining.popFirst(), !place.isEmpty, !place.hasPrefix("--") else {
                            throw LaunchError(description: "--store needs the path of a database file or a postgresql:// URL")
                        }
                        try choose(try Self.store(at: place))
                    case "--in-memory": try choose(.inMemory)
                    case "--line": isLineMode = true
                    case "--json": isJSON = true
                    default:
                        throw LaunchError(description: "unknown option '\(argument)'")
                    }
                }
                guard !(isLineMode && isJSON) else { throw LaunchError(description: "choose one view: --line or --json") }
            }

            private mutating func choose(_ choice: StoreChoice) throws(LaunchError) {
                guard store == .defaultFile || store == choice else {
                    throw LaunchError(description: "choose one store: --store PATH, --store URL or --in-memory")
                }
                store = choice
            }

            /// A URL libpq cannot read is a mistake on the command line, status 64;
            /// a server that cannot be reached is found when the App opens it.
            private static func store(at place: String) throws(LaunchError) -> StoreChoice {
                guard PostgreSQLURL.isPostgreSQL(place) else { return .file(place) }
                if let problem = PostgreSQLURL.problem(in: place) {
                    throw LaunchError(
                        description: "--store: \(PostgreSQLURL.masked(place)) is not a URL libpq can read: \(problem)")
                }
                return .postgreSQL(place)
            }
        }

        """#
    }
}
