/// The files `make minimal` writes: the manifest without SQLite, the App's
/// entry point, and one placeholder type per layer (a greeting, end to end)
/// with one test each. What it puts in the documents' and the Makefile's
/// marked regions is in `regions`.
struct MinimalTemplates {
    let package: String
    let executable: String

    var files: [String: String] {
        [
            "Package.swift": manifest,
            "Sources/Domain/Greeting/Greeting.swift": greeting,
            "Sources/Application/Greeting/GreetingService.swift": greetingService,
            "Sources/Infrastructure/Greeting/UserName.swift": userName,
            "Sources/Interface/Greeting/GreetingRenderer.swift": greetingRenderer,
            "Sources/App/main.swift": main,
            "Sources/App/FeatureContext.swift": featureContext,
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

        // The composition root: the only place that names concrete types from every layer.

        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--version"] {
            print("\#(executable) 0.1.0")
            exit(0)
        }
        guard arguments.isEmpty || arguments == ["--help"] else {
            FileHandle.standardError.write(Data("\#(executable): unknown option '\(arguments[0])'\n".utf8))
            exit(LaunchError.usageStatus)
        }
        if arguments == ["--help"] {
            print("usage: \#(executable) [--help] [--version]\n\nReads commands, one a line; type 'help' for them.")
            exit(0)
        }

        let style = TextStyle(isEnabled: TerminalDevice.wantsStyle)
        let greeting = GreetingService().greeting(for: UserName.current(environment: ProcessInfo.processInfo.environment))
        let hello = GreetingRenderer(style: style).lines(for: greeting, width: TerminalDevice.columns ?? 80)
        FileHandle.standardOutput.write(Data((hello.joined(separator: "\n") + "\n").utf8))

        let interactive = TerminalDevice.inputIsTerminal
        let features: [Feature]
        do {
            features = try await Features.all(in: FeatureContext(style: style))
        } catch {
            FileHandle.standardError.write(Data("\#(executable): \(error.message)\n".utf8))
            exit(error.status)
        }
        let shell = Shell(
            features: features, output: TerminalOutput(interactive: interactive),
            endOfInput: interactive ? .cancelsWork : .waitsForWork
        ) { TerminalDevice.columns ?? 80 }
        await shell.run(InputLines.standardInput())

        """#
    }

    private var featureContext: String {
        #"""
        import Interface

        /// What every feature is built from: one style for the whole App, so
        /// features agree on how text looks. Add what your features share.
        struct FeatureContext {
            let style: TextStyle
        }

        """#
    }

    private var featuresList: String {
        #"""
        import Interface

        /// Every feature of the App, in the order `help` lists them; the first shows
        /// at launch. Each line builds one feature from the shared context, and the
        /// shell treats them all alike.
        enum Features {
            /// `make feature NAME=…` adds one line above the marker below, so keep the marker.
            static func all(in context: FeatureContext) async throws(LaunchError) -> [Feature] {
                [
                    // strata:features — new features go above this line
                ]
            }
        }

        """#
    }
}
