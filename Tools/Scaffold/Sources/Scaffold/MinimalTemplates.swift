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

    private var manifest: String {
        #"""
        // swift-tools-version: 6.0
        import PackageDescription

        // Every target opts into the two upcoming features that make imports honest:
        // an import is internal unless written `public import`, and a member is only
        // visible in files that import its module directly.
        let strictImports: [SwiftSetting] = [
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]

        let package = Package(
            name: "\#(package)",
            products: [
                .executable(name: "\#(executable)", targets: ["App"])
            ],
            targets: [
                .target(name: "Domain", swiftSettings: strictImports),
                .target(name: "Application", dependencies: ["Domain"], swiftSettings: strictImports),
                .target(name: "Infrastructure", dependencies: ["Application", "Domain"], swiftSettings: strictImports),
                .target(name: "Interface", dependencies: ["Application"], swiftSettings: strictImports),
                .executableTarget(
                    name: "App", dependencies: ["Domain", "Application", "Infrastructure", "Interface"],
                    swiftSettings: strictImports),

                .testTarget(name: "DomainTests", dependencies: ["Domain"], swiftSettings: strictImports),
                .testTarget(
                    name: "ApplicationTests", dependencies: ["Application", "Domain"], swiftSettings: strictImports),
                .testTarget(
                    name: "InfrastructureTests", dependencies: ["Infrastructure", "Application", "Domain"],
                    swiftSettings: strictImports),
                .testTarget(
                    name: "InterfaceTests", dependencies: ["Interface", "Application"], swiftSettings: strictImports),
                .testTarget(name: "AppTests", dependencies: ["App", "Interface"], swiftSettings: strictImports),
            ],
            swiftLanguageModes: [.v6]
        )

        """#
    }

    private var architecture: String {
        #"""
        # \#(package)'s architecture

        \#(package) is one Swift package of five modules. Each module is a layer, and the
        dependencies between layers point inward, toward the rules of the business.
        The compiler enforces most of that through module boundaries; the layer
        policy below, checked in CI, covers what the compiler lets through.

        Each layer holds one placeholder type, a greeting passed from layer to
        layer; replace it with your first feature (`make feature NAME=Orders`
        generates one across every layer).

        ## Layers

        | module | holds | never holds |
        |---|---|---|
        | Domain | entities and business rules: `Greeting` | I/O, formatting, anything about screens |
        | Application | ports, presentation models, display protocols, feature façades: `GreetingService` | concrete stores, terminal codes, `print` |
        | Infrastructure | adapters behind the ports: `UserName` reads the environment | display rules, navigation |
        | Interface | text renderers that receive view models: `GreetingRenderer`; the terminal toolkit (`TextLayout`, `SafeText`, `TextStyle`) | Domain types, stores, decisions about where to go next |
        | App | the composition root: the read loop, the wiring of concrete types, `Features` | rules of any kind |

        ## Allowed dependencies

        | module | may depend on |
        |---|---|
        | Domain | nothing |
        | Application | Domain |
        | Infrastructure | Application, Domain |
        | Interface | Application — views receive view models, never domain entities |
        | App | Domain, Application, Infrastructure, Interface |

        Every target enables `InternalImportsByDefault` and `MemberImportVisibility`:
        an import is internal unless written `public import`, so no module re-exports
        another by accident, and a file sees only the members of modules it imports
        itself.

        ## Where does my change go?

        | task | module | folder | example (what `make feature NAME=Orders` writes) |
        |---|---|---|---|
        | a business rule | Domain | `Sources/Domain/<Feature>/` | `Order` |
        | a display rule | Application | `Sources/Application/<Feature>/` | `OrdersPresentation` |
        | a new screen | Application for its display protocol and view model; Interface for its renderer | `Sources/Application/<Feature>/`, `Sources/Interface/<Feature>/` | `OrdersDisplay`, `OrdersViewModel`, `OrdersRenderer` |
        | a new store | Application for the port; Infrastructure for the adapter; App wires it | `Sources/Application/<Feature>/`, `Sources/Infrastructure/<Feature>/` | `OrdersStore`, `InMemoryOrdersStore`, `OrdersFeature` |
        | a new remote source | Application for the port; Infrastructure for the adapter; App wires it | the same folders | a port like `OrdersStore`, with an adapter that fetches |
        | a new command | Interface's `FeatureCommand`, listed in App's `Features` | `Sources/App/Features.swift` | `OrdersFeature.command(style:)` |

        ## The layer policy

        This block is the single source of truth for the dependency rule. The
        architecture check parses it, so what you read here is what CI enforces.

        ```layer-policy
        # layer           may depend on                                  | may import from the system
        Domain:           -                                              | Foundation
        Application:      Domain                                         | Foundation
        Interface:        Application                                    | Foundation
        Infrastructure:   Application, Domain                            | *
        App:              Domain, Application, Infrastructure, Interface | *
        ```

        How to read it: each line is `Layer: dependencies | system modules`, with `-`
        for none and `*` for any. A test target `<Layer>Tests` may use its layer and
        whatever that layer may, plus `Testing` and `XCTest`. Every target must be
        covered by a line. [Tools/ArchitectureCheck](Tools/ArchitectureCheck/README.md)
        describes the rules in full.

        ## Module graph

        Generated from SwiftPM's view of Package.swift by `make graph`; the check
        fails when it drifts, and `make graph-update` rewrites it.

        ```mermaid
        graph TD
            App --> Application
            App --> Domain
            App --> Infrastructure
            App --> Interface
            Application --> Domain
            Domain
            Infrastructure --> Application
            Infrastructure --> Domain
            Interface --> Application
        ```

        """#
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

    private var greetingTest: String {
        #"""
        import Domain
        import Testing

        @Suite struct GreetingTests {
            @Test func trimsTheNameAndGreetsTheWorldWhenItIsBlank() {
                #expect(Greeting(name: "  Ada \n").text == "Hello, Ada!")
                #expect(Greeting(name: " ").text == "Hello, world!")
            }
        }

        """#
    }

    private var greetingServiceTest: String {
        #"""
        import Application
        import Testing

        @Suite struct GreetingServiceTests {
            @Test func greetsByTheTrimmedName() {
                #expect(GreetingService().greeting(for: " Grace ") == "Hello, Grace!")
            }
        }

        """#
    }

    private var userNameTest: String {
        #"""
        import Infrastructure
        import Testing

        @Suite struct UserNameTests {
            @Test func prefersUserThenUsernameThenNothing() {
                #expect(UserName.current(environment: ["USER": "ada", "USERNAME": "grace"]) == "ada")
                #expect(UserName.current(environment: ["USERNAME": "grace"]) == "grace")
                #expect(UserName.current(environment: [:]) == "")
            }
        }

        """#
    }

    private var greetingRendererTest: String {
        #"""
        import Interface
        import Testing

        @Suite struct GreetingRendererTests {
            @Test func drawsTheGreetingSafelyAndCutToTheWidth() {
                #expect(
                    GreetingRenderer(style: .plain).lines(for: "Hello, \u{1B}[2J Ada Lovelace!", width: 20) == [
                        "Hello, ␛[2J Ada Lov…", "Type 'help' for com…",
                    ])
            }
        }

        """#
    }

    private var endToEndTest: String {
        #"""
        import Testing

        @Suite struct GreetingEndToEndTests {
            @Test func greetsTheUserThenAnswersHelpAndRefusesUnknownCommands() throws {
                let result = try InboxProcess.run(input: "help\nfly\n", environment: ["USER": "Ada"])
                #expect(result.status == 0)
                #expect(result.lines.first == "Hello, Ada!")
                #expect(result.lines.contains { $0.hasPrefix("  quit ") })
                #expect(result.errors == "error: unknown command 'fly' (type 'help')\n")
            }
        }

        """#
    }
}
