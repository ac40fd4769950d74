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
            let view = ShellLaunch.view(for: options)
            let style = TextStyle(isEnabled: TerminalDevice.wantsStyle && view != .json)
            let features = await LaunchCommand.features(in: FeatureContext(options: options, style: style, view: view))
            if view == .fullScreen {
                await FullScreenLaunch.run(features, width: options.width)
            } else {
                // A greeting is for people: the JSON view answers commands alone.
                if view == .line {
                    let name = UserName.current(environment: ProcessInfo.processInfo.environment)
                    let greeting = GreetingService().greeting(for: name)
                    let hello = GreetingRenderer(style: style).lines(for: greeting, width: ShellLaunch.width(options.width))
                    FileHandle.standardOutput.write(Data((hello.joined(separator: "\n") + "\n").utf8))
                }
                await ShellLaunch.run(features, view: view, width: options.width)
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
            /// Every feature's tables, then the rules of the references between
            /// them, which need both tables. The App opens its database once with
            /// all of them and checks each before it writes any.
            static let schemas: [StoreSchema] = [
                // strata:schemas — new features' tables go above this line
            ]

            /// Each feature's service first, so a feature that refers to another
            /// is lent that one's; then the features, in order.
            static func all(in context: FeatureContext) async throws(LaunchError) -> [Feature] {
                // strata:services — new features' services go above this line
                return [
                    // strata:features — new features go above this line
                ]
            }
        }

        """#
    }
}
