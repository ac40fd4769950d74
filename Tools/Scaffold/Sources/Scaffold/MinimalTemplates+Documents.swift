/// The manifest and Architecture.md of the skeleton `make minimal` leaves.
extension MinimalTemplates {
    var manifest: String {
        #"""
        // swift-tools-version: 6.2
        import PackageDescription

        // Every target opts into the two upcoming features that make imports honest
        // (an import is internal unless written `public import`, and a member is only
        // visible in files that import its module directly) and into
        // `NonisolatedNonsendingByDefault`: an async function runs on its caller's actor.
        let strictImports: [SwiftSetting] = [
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        ]
        // Interface and App hold the screen and the shell: the main actor by default.
        let onMainActor: [SwiftSetting] = strictImports + [.defaultIsolation(MainActor.self)]

        let package = Package(
            name: "\#(package)",
            products: [
                .executable(name: "\#(executable)", targets: ["App"])
            ],
            targets: [
                .target(name: "Domain", swiftSettings: strictImports),
                .target(name: "Application", dependencies: ["Domain"], swiftSettings: strictImports),
                .target(name: "Infrastructure", dependencies: ["Application", "Domain"], swiftSettings: strictImports),
                .target(name: "Interface", dependencies: ["Application"], swiftSettings: onMainActor),
                .executableTarget(
                    name: "App", dependencies: ["Domain", "Application", "Infrastructure", "Interface"],
                    swiftSettings: onMainActor),
                // What every test that launches `\#(executable)` shares. It lives in Tests and no
                // source can use it: it depends on App, so that SwiftPM builds the
                // executable before any test that runs it.
                .target(
                    name: "ProcessHarness", dependencies: ["App"], path: "Tests/ProcessHarness",
                    swiftSettings: strictImports),

                .testTarget(name: "DomainTests", dependencies: ["Domain"], swiftSettings: strictImports),
                .testTarget(
                    name: "ApplicationTests", dependencies: ["Application", "Domain"], swiftSettings: onMainActor),
                .testTarget(
                    name: "InfrastructureTests", dependencies: ["Infrastructure", "Application", "Domain"],
                    swiftSettings: strictImports),
                .testTarget(
                    name: "InterfaceTests", dependencies: ["Interface", "Application"], swiftSettings: onMainActor),
                .testTarget(
                    name: "AppTests", dependencies: ["App", "Interface", "ProcessHarness"], swiftSettings: onMainActor),
            ],
            swiftLanguageModes: [.v6]
        )

        """#
    }

    var architecture: String {
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
        # layer           may depend on                                  | may import from the system | may public import
        Domain:           -                                              | Foundation | exposes Foundation
        Application:      Domain                                         | Foundation | exposes Domain, Foundation
        Interface:        Application                                    | Foundation | exposes Application
        Infrastructure:   Application, Domain                            | *          | exposes Application, Domain, Foundation
        App:              Domain, Application, Infrastructure, Interface | *
        # ProcessHarness (in Tests/) runs the built \#(executable) for the tests that launch it.
        ProcessHarness:   App                                            | Foundation, Glibc, Darwin | exposes Foundation | only for App
        # Package.swift declares the edges your first feature will use (`make feature` writes
        # files that import them); ProcessHarness depends on App, which it never imports, to
        # have the binary built for the end-to-end tests. Delete a line once nothing needs it.
        allow unused-dependency: Infrastructure -> Application, Domain
        allow unused-dependency: App -> Domain
        allow unused-dependency: ApplicationTests -> Domain
        allow unused-dependency: InfrastructureTests -> Application, Domain
        allow unused-dependency: AppTests -> App, Interface
        allow unused-dependency: ProcessHarness -> App
        ```

        How to read it: each line is `Layer: dependencies | system modules`, with `-`
        for none and `*` for any; `exposes` lists what the layer's files may
        `public import`. A test target `<Layer>Tests` may use its layer and whatever
        that layer may, plus `Testing` and `XCTest`. Every target must be covered by a
        line, and every line must match a target. A dependency no file imports fails
        the check unless an `allow unused-dependency` line names it, and that line
        fails once Package.swift no longer declares the edge.
        [Tools/ArchitectureCheck](Tools/ArchitectureCheck/README.md) describes the
        rules in full.

        `ProcessHarness` is a plain target under `Tests/` that only test targets
        use: the end-to-end tests run the built `\#(executable)` through its
        `AppProcess`, which reads stdout and stderr at once and fails a test
        that waits too long with everything the child printed. It depends on App,
        so SwiftPM builds the executable before the tests that run it.

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
            ProcessHarness --> App
        ```

        """#
    }
}
