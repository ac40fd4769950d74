/// The files `make minimal` writes: the manifest without the sample, the
/// App's entry point and flags without the Inbox's, and one placeholder type
/// per layer (a greeting, end to end) with one test each. The shell, the
/// feature seam, the SQLite wrapper and the store choice stay as they are, so
/// a generated feature persists. What it puts in the documents' and the
/// Makefile's marked regions is in `regions`.
struct MinimalTemplates {
    let package: String
    let executable: String

    var files: [String: String] {
        [
            "Sources/Domain/Greeting/Greeting.swift": greeting,
            "Sources/Application/Greeting/GreetingService.swift": greetingService,
            "Sources/Infrastructure/Greeting/UserName.swift": userName,
            "Sources/Interface/Greeting/GreetingRenderer.swift": greetingRenderer,
            "Sources/App/main.swift": main,
            "Sources/App/LaunchOptions.swift": launchOptions,
            "Sources/App/Features.swift": featuresList,
            "Tests/DomainTests/Greeting/GreetingTests.swift": greetingTest,
            "Tests/ApplicationTests/Greeting/GreetingServiceTests.swift": greetingServiceTest,
            "Tests/InfrastructureTests/Greeting/UserNameTests.swift": userNameTest,
            "Tests/InterfaceTests/Greeting/GreetingRendererTests.swift": greetingRendererTest,
            "Tests/AppTests/Greeting/GreetingEndToEndTests.swift": endToEndTest,
        ]
    }

    private var greeting: String {
        #"""
        import Foundation

        /// A placeholder entity: whom to greet, never blank.
        public struct Greeting: Equatable, Sendable {
            public let name: String

            /// Trims the name; a blank one greets the world, so there is always someone to greet.
            public init(name: String) {
                let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
                self.name = trimmed.isEmpty ? "world" : trimmed
            }

            public var text: String { "Hello, \(name)!" }
        }

        """#
    }

    private var greetingService: String {
        #"""
        import Domain

        /// A placeholder façade: what views are told, as plain text, so they never see the entity.
        public struct GreetingService: Sendable {
            public init() {}

            public func greeting(for name: String) -> String {
                Greeting(name: name).text
            }
        }

        """#
    }

    private var userName: String {
        #"""
        /// A placeholder adapter: the user's name, as the environment tells it.
        public enum UserName {
            /// `USER`, else `USERNAME` (Windows), else empty.
            public static func current(environment: [String: String]) -> String {
                environment["USER"] ?? environment["USERNAME"] ?? ""
            }
        }

        """#
    }

    private var greetingRenderer: String {
        #"""
        /// A placeholder renderer: the greeting, made safe for the terminal, and a hint.
        public struct GreetingRenderer: Sendable {
            public let style: TextStyle

            public init(style: TextStyle) {
                self.style = style
            }

            public func lines(for greeting: String, width: Int) -> [String] {
                [
                    style.bold(TextLayout.truncate(SafeText.make(greeting), to: width)),
                    style.dim(TextLayout.truncate("Type 'help' for commands.", to: width)),
                ]
            }
        }

        """#
    }

    private var main: String {
        #"""
        import Application
        import Foundation
        import Infrastructure
        import Interface

        // The composition root: the only place that names concrete types from every
        // layer. It parses the flags, greets, builds every feature and hands them to the shell.

        let options = LaunchCommand.options(from: Array(CommandLine.arguments.dropFirst()))
        switch options.action {
        case .help:
            print(LaunchOptions.usage)
        case .version:
            print("\#(executable) \(LaunchOptions.version)")
        case .run:
            let interactive = TerminalDevice.inputIsTerminal
            let style = TextStyle(isEnabled: TerminalDevice.wantsStyle)
            let width = { options.width ?? TerminalDevice.columns.map { max($0, LaunchOptions.minimumWidth) } ?? 80 }
            let greeting = GreetingService().greeting(for: UserName.current(environment: ProcessInfo.processInfo.environment))
            let hello = GreetingRenderer(style: style).lines(for: greeting, width: width())
            FileHandle.standardOutput.write(Data((hello.joined(separator: "\n") + "\n").utf8))
            let shell = Shell(
                features: await LaunchCommand.features(in: FeatureContext(options: options, style: style)),
                output: TerminalOutput(interactive: interactive), endOfInput: interactive ? .cancelsWork : .waitsForWork,
                width: width)
            await shell.run(InputLines.standardInput())
        }

        """#
    }

    /// The App's flags without the Inbox's own (`--demo`, `--remote`).
    private var launchOptions: String {
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
                       [--help] [--version]

                Reads commands, one a line, and prints the screen after each.
                Type 'help' inside \#(executable) for the commands.

                  --store PATH      keep every feature's data in the SQLite file PATH
                                    (default: the App's database in your data folder)
                  --store URL       keep it in the PostgreSQL database at a postgresql://
                                    or postgres:// URL; libpq's PGHOST, PGUSER… fill the gaps
                  --in-memory       keep data in memory only, for this session
                  --width N         wrap output at N terminal cells, 20 to 1000
                                    (default: the terminal's width, else 80)
                  --now TIME        pin the clock to an ISO-8601 time, such as 2026-03-10T10:00:00Z
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

            init(arguments: [String]) throws(LaunchError) {
                var remaining = arguments[...]
                func value(for flag: String) throws(LaunchError) -> String {
                    guard let value = remaining.popFirst() else { throw LaunchError(message: "\(flag) needs a value") }
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
                                message: "--width needs a number from \(Self.minimumWidth) to \(Self.maximumWidth)")
                        }
                        width = number
                    case "--now":
                        let text = try value(for: argument)
                        guard let date = try? Date(text, strategy: .iso8601) else {
                            throw LaunchError(
                                message: "--now needs an ISO-8601 time such as 2026-03-10T10:00:00Z, not '\(text)'")
                        }
                        now = date
                    case "--store":
                        guard let place = remaining.popFirst(), !place.isEmpty, !place.hasPrefix("--") else {
                            throw LaunchError(message: "--store needs the path of a database file or a postgresql:// URL")
                        }
                        try choose(try Self.store(at: place))
                    case "--in-memory": try choose(.inMemory)
                    default:
                        throw LaunchError(message: "unknown option '\(argument)'")
                    }
                }
            }

            private mutating func choose(_ choice: StoreChoice) throws(LaunchError) {
                guard store == .defaultFile || store == choice else {
                    throw LaunchError(message: "choose one store: --store PATH, --store URL or --in-memory")
                }
                store = choice
            }

            /// A URL libpq cannot read is a mistake on the command line, status 64;
            /// a server that cannot be reached is found when the App opens it.
            private static func store(at place: String) throws(LaunchError) -> StoreChoice {
                guard PostgreSQLURL.isPostgreSQL(place) else { return .file(place) }
                if let problem = PostgreSQLURL.problem(in: place) {
                    throw LaunchError(
                        message: "--store: \(PostgreSQLURL.masked(place)) is not a URL libpq can read: \(problem)")
                }
                return .postgreSQL(place)
            }
        }

        """#
    }

    private var featuresList: String {
        #"""
        import Infrastructure
        import Interface

        /// Every feature of the App, in the order `help` lists them; the first shows
        /// at launch. Each line builds one feature from the shared context, and the
        /// shell treats them all alike. `make feature NAME=…` adds a line above each
        /// marker below, so keep the markers.
        enum Features {
            /// Every feature's tables. The App opens its database once with all of them
            /// and checks each before it writes any, so the order here is free.
            static let schemas: [StoreSchema] = [
                // strata:schemas — new features' tables go above this line
            ]

            static func all(in context: FeatureContext) async throws(LaunchError) -> [Feature] {
                [
                    // strata:features — new features go above this line
                ]
            }
        }

        """#
    }
}
