import Foundation

/// What `make minimal` writes in Architecture.md's regions: the sample's
/// passages reworded for a fork whose only features are its own, so the
/// sections about the core stay true.
extension MinimalTemplates {
    var architectureLayers: String {
        """
        Each layer holds one placeholder type, a greeting passed from layer to
        layer; replace it with your first feature (`make feature NAME=Orders`
        writes its fields and its table; the entry core in every layer does the rest).

        | module | holds | never holds |
        |---|---|---|
        | Domain | entities and business rules: `Greeting` | I/O, formatting, anything about screens |
        | Application | ports, presentation models, display protocols, feature façades: `GreetingService` | concrete stores, terminal codes, `print` |
        | Infrastructure | adapters behind the ports: `UserName` reads the environment | display rules, navigation |
        | Interface | text renderers that receive view models: `GreetingRenderer`; the terminal toolkit (`TextLayout`, `SafeText`, `TextStyle`) | Domain types, stores, decisions about where to go next |
        | App | the composition root: the read loop, the wiring of concrete types, `Features` | rules of any kind |

        """
    }

    /// What a feature is to the shell, in the types `make feature` writes, since no feature is left.
    var architectureFeatureSeam: String {
        """
        The App is a shell, and every feature plugs into it the same way.
        Interface's `Shell` owns the read loop, the routing, `help` and the
        drawing, and names no feature. A feature is one `Feature` value in App's
        `Features` list; a generated feature's is the core's, over its service
        (`context.entryFeature(orders, command: "orders")`). It carries:

        - its name, the word that switches to it (the name in lower case, as `orders`), and a summary;
        - its commands with their arguments, as `CommandHelp` lines for `help`;
        - its parser, from a typed line to one of its intents (`EntryCommands`);
        - its flow, any `FeatureFlow`: `show()` each time it comes on screen, `handle(_:)` for
          one intent, `updates` and `isSettled` for background work, `finish()` and
          `stop()` for the end of the session;
        - its key map, from keys to the same intents, for full-screen mode (`EntryCommands`);
        - its window, any `FeatureWindow`: the façade over its screen, or a
          `FullScreenWindow`, which also fits a height and marks the cursor's row.

        """
    }

    /// The core's rows as they were; a feature's rows name what `make feature` writes,
    /// and the feed's go with the sample, while `HTTPGet`, which stays, keeps its own.
    var architectureConcurrencyTable: String {
        """
        | where | runs on | why |
        |---|---|---|
        | Domain | nonisolated | pure values; all `Sendable` |
        | Application ports and values (the core's `EntryStore`, `EntryPage`, which every generated feature uses) | nonisolated, `Sendable` | they cross from the main actor to the stores' actors |
        | a feature's service (`EntryService`) | the caller's actor | a `Sendable` façade with no state; with `NonisolatedNonsendingByDefault` its async methods run where they are called, and suspend only on the ports |
        | presentations, presenters, flows, display protocols | the main actor (`@MainActor`) | they hold what the screen shows |
        | Interface and App | the main actor, by `.defaultIsolation(MainActor.self)` | everything there is the screen and the shell; `SafeText` and the launch options say `nonisolated` where they are pure |
        | `SQLiteStoreDatabase` | an actor, one per App | it owns the database's one connection, so no two tasks ever use it at once; a store's closure runs whole there, so a transaction is never interleaved with another feature's call |
        | the core's stores (`SQLiteEntryStore`, `PostgreSQLEntryStore`, `InMemoryEntryStore`) | the database's actor, or an actor of its own | the SQLite and PostgreSQL ones hold no state, so they are final classes whose calls run on the database's actor; the in-memory one owns its rows, and every method runs to its end without suspending |
        | `HTTPGet` | a thread of its own, one per read | it waits in `poll`, which sleeps: a silent server costs no CPU and holds no thread of the cooperative pool; a cancellation wakes the wait through a pipe |
        | reading stdin | a thread of its own (`InputLines`) feeding an `AsyncStream` | a blocking read must not hold the main actor nor a thread of the cooperative pool |

        """
    }

    /// The shell's side of background work and of the end of a session; the sample's
    /// sync was the only work that ran in the background, and a generated flow runs none.
    var architectureBackgroundWork: String {
        """
        **Background work and frames.** The shell draws a frame after each command,
        once its effects are in, and when a feature's `updates` fire while no command
        is being handled and the feature `isSettled` (no work under way), so a frame
        never shows half a change; a frame the same as the last is not drawn again. A
        generated feature's flow, the core's `EntryFlow`, runs nothing in the background, so
        `FeatureFlow`'s defaults stand: no `updates`, and always settled.

        **Cancellation.** `quit`, or the end of an interactive session, calls
        `stop()` on every started feature, which cancels the work it has under way
        and waits for it. At the end of a scripted run the shell calls `finish()`
        instead and waits, so the last frame shows the result.

        """
    }

    /// The same rules, for the text a feature keeps or fetches rather than the sample's messages and feeds.
    var architectureUntrustedText: String {
        """
        Text a feature keeps or fetches may come from other people. Interface
        passes every piece of such text through `SafeText` before it reaches the
        terminal: C0 controls, DEL, C1 controls, ESC and the bidirectional
        overrides and isolates become visible symbols. The only escape sequences in
        the output are `TextStyle`'s, and only when stdout is a terminal and
        `NO_COLOR` is unset. Such text may be of any length, so a renderer reads
        only a start of it, as long as the lines it shows need and never past 16
        times what they hold (`SafeText.make(_:within:)`,
        `TextLayout.wrap(untrusted:to:limit:)`); `LineBreaker` lays out one line at
        a time, each in time linear in what it holds. A generated feature's detail,
        the core's `EntryDetailRenderer`, shows a field in at most 1,000 lines
        (`TextLayout.longestText`), and a cut one ends in `…`.

        """
    }

    var architectureWhereChangesGo: String {
        """
        | task | module | folder | example (what `make feature NAME=Orders` writes, or the core it uses) |
        |---|---|---|---|
        | a business rule | Domain: a rule across fields, `check(_:)` in the feature's fields | `Sources/Domain/<Feature>/` | `OrderFields` |
        | a display rule, a screen, a command | the core's, which every feature shares: a change there is a change for all; a feature's own intent goes in folders of its own in Application and Interface | `Sources/Application/Entries/`, `Sources/Interface/Entries/` | `EntryPresentation`, `EntryFlow`, `EntryCommands`, `EntriesWindow` |
        | a new store | Application for the port; Infrastructure for the adapter, with its own schema steps; App wires it; run the contract suite against it | `Sources/Application/<Feature>/`, `Sources/Infrastructure/<Feature>/` | `EntryStore`, `SQLiteEntryStore`, `EntryStoreContract` |
        | a new remote source | Application for the port; Infrastructure for the adapter; App wires it | the same folders | a port like `EntryStore`, with an adapter that fetches |
        | a new field | at generation, `FIELDS="…"` of `make feature`; later, `make field FEATURE=Orders FIELD="due:date?"`, which adds the field's key and a schema step on each engine to the feature's table, and merges them into your edits | `Sources/Domain/<Feature>/`, `Sources/Infrastructure/<Feature>/` | `OrderFields`, `EntryTable.orders` |
        | a field that names another feature's entry | in `FIELDS`, the other feature's name as the field's type; App lends it that feature's service and declares the rule the database holds | `Sources/App/Features.swift` | `ReferencedEntries`, `EntryTable.reference(_:to:)` |

        """
    }

    var architectureLayerPolicy: String {
        """
        ```layer-policy
        # layer           may depend on                                  | may import from the system | may public import
        Domain:           -                                              | Foundation | exposes Foundation
        Application:      Domain                                         | Foundation | exposes Domain, Foundation
        Interface:        Application                                    | Foundation | exposes Application
        Infrastructure:   Application, Domain                            | *          | exposes Application, Domain, Foundation
        # CSQLite is the system's sqlite3 as a system-library target: only Infrastructure may use it.
        CSQLite:          -                                              | -          | only for Infrastructure
        # CLibPQ is PostgreSQL's libpq, the same way: only Infrastructure may use it.
        CLibPQ:           -                                              | -          | only for Infrastructure
        # CCurl is libcurl, for HTTP, the same way: only Infrastructure may use it.
        CCurl:            -                                              | -          | only for Infrastructure
        App:              Domain, Application, Infrastructure, Interface | *
        # ScreenReplay (in Tests/) rebuilds a full-screen frame from the bytes written, for the tests of both shells.
        ScreenReplay:     -                                              | -          | only for Interface, App, ProcessHarness
        # ProcessHarness (in Tests/) runs the built \(executable) for the tests that launch it.
        ProcessHarness:   App, ScreenReplay                              | Foundation, Glibc, Darwin | exposes Foundation, ScreenReplay | only for Infrastructure, App
        # PostgreSQLHarness (in Tests/) gives each PostgreSQL suite a database of its own; it needs no App.
        PostgreSQLHarness: -                                             | Foundation | only for Infrastructure, App, EntryStoreContract
        # EntryStoreContract (in Tests/) is what every store of an entry feature promises, which a feature's tests run.
        EntryStoreContract: Domain, Application, Infrastructure, PostgreSQLHarness | Foundation, Testing | exposes Domain, Infrastructure | only for tests of Infrastructure
        # Package.swift declares the edges your first feature will use (`make feature` writes
        # files that import them); ProcessHarness depends on App, which it never imports, to
        # have the binary built for the end-to-end tests. Delete a line once nothing needs it.
        allow unused-dependency: Infrastructure -> Application, Domain
        allow unused-dependency: App -> Domain
        allow unused-dependency: ApplicationTests -> Domain
        allow unused-dependency: InfrastructureTests -> Application, Domain
        allow unused-dependency: AppTests -> App, Interface, ScreenReplay
        allow unused-dependency: ProcessHarness -> App
        # A target <Feature><Layer> is that feature's part of the layer and follows the layer's line; it may use
        # its own feature's modules and the cores, never another feature's. Only App composes features. The
        # feature's one test target, <Feature>Tests, keeps each layer's tests in Tests/<Feature>Tests/<Layer>/,
        # and each of those folders follows its layer's test line.
        features:         Domain, Application, Infrastructure, Interface | composed in App
        ```

        """
    }
}
