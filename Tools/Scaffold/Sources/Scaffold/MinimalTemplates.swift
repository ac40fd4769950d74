/// The files `make minimal` writes: the manifest without SQLite, the
/// architecture document without the sample, the App's entry point, and one
/// placeholder type per layer (a greeting, end to end) with one test each.
struct MinimalTemplates {
    let package: String
    let executable: String

    var files: [String: String] {
        [
            "Package.swift": manifest,
            "Architecture.md": architecture,
            "Sources/Domain/Greeting/Greeting.swift": greeting,
            "Sources/Application/Greeting/GreetingService.swift": greetingService,
            "Sources/Infrastructure/Greeting/UserName.swift": userName,
            "Sources/Interface/Greeting/GreetingRenderer.swift": greetingRenderer,
            "Sources/App/main.swift": main,
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

        // The composition root: the only place that names concrete types from every layer.

        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--version"] {
            print("\#(executable) 0.1.0")
            exit(0)
        }
        guard arguments.isEmpty || arguments == ["--help"] else {
            FileHandle.standardError.write(Data("\#(executable): unknown option '\(arguments[0])'\n".utf8))
            exit(64)
        }
        if arguments == ["--help"] {
            print("usage: \#(executable) [--help] [--version]\n\nReads commands, one a line; type 'help' for them.")
            exit(0)
        }

        let style = TextStyle(isEnabled: TerminalDevice.wantsStyle)
        let width = TerminalDevice.columns ?? 80
        let features = Features.commands(style: style)
        let greeting = GreetingService().greeting(for: UserName.current(environment: ProcessInfo.processInfo.environment))
        print(GreetingRenderer(style: style).lines(for: greeting, width: width).joined(separator: "\n"))

        while true {
            if TerminalDevice.inputIsTerminal { print("> ", terminator: "") }
            guard let line = readLine() else { break }
            let word = line.trimmingCharacters(in: .whitespaces).lowercased()
            if word == "quit" || word == "exit" { break }
            if word == "help" {
                let commands = features.map { ($0.name, $0.summary) } + [("help", "show this help"), ("quit", "leave")]
                let column = (commands.map(\.0.count).max() ?? 0) + 2
                let rows = commands.map { "  " + $0.padding(toLength: column, withPad: " ", startingAt: 0) + $1 }
                print((["Commands:"] + rows).joined(separator: "\n"))
            } else if let feature = features.first(where: { $0.matches(line) }) {
                print(feature.lines(width: width).joined(separator: "\n"))
            } else if !word.isEmpty {
                FileHandle.standardError.write(Data("error: unknown command '\(SafeText.make(word))' (type 'help')\n".utf8))
            }
        }

        """#
    }

}
