/// What `make minimal` puts between its markers in README.md, the Makefile and
/// Architecture.md, in place of the sample's text. An empty text empties the
/// region and keeps its markers, for the generators that run after.
extension MinimalTemplates {
    var regions: [TemplateRegion: String] {
        [
            .readmeSampleIntro: """
            Each layer holds one placeholder type with one test; `make feature` adds
            the next.

            """,
            .readmeQuickStart: """
            ```sh
            make run    # build and start \(executable)
            make test   # build with warnings as errors, then run every test
            ```

            """,
            .readmeSampleTargets: """
            `make run` builds and starts `\(executable)`; pass it flags with
            `make run ARGS="--version"`.

            """,
            .readmeInboxUsage: "", .readmeStorage: "", .readmeBenchmarks: "",
            .makefileSampleTargets: """
            .PHONY: run
            run: libraries ## Build and start \(executable) on the default store (make run ARGS="--width 60")
            \t$(SWIFT) build --product \(executable) $(FLAGS)
            \t$(BIN)/\(executable) $(ARGS)

            """,
            .architectureLayers: architectureLayers,
            .architectureSampleGuide: "", .architectureSamplePath: "",
            .architectureFeatureSeam: architectureFeatureSeam,
            .architectureFullScreenTests: """
            Tests: `FullScreenShellTests` and `FullScreenInputTests` (a scripted feature
            and scripted input, the frames replayed by `ScreenReplay`), and `KeyDecoderTests`.

            """,
            .architectureConcurrencyTable: architectureConcurrencyTable,
            .architectureBackgroundWork: architectureBackgroundWork,
            .architectureUntrustedText: architectureUntrustedText,
            .architectureWidthTests: """
            The tests hold the table to wcwidth's answers (`TerminalCellsTests`,
            `TextLayoutTests`), and `--width` is bounded to 20…1000 cells
            (`LaunchOptions`), so no frame grows without limit.

            """,
            .architectureWhereChangesGo: architectureWhereChangesGo,
            .architectureDecisionsIntro: """
            Short records of the choices a fork inherits, so you can tell which ones to
            keep and what it costs to change them. They were written beside the Inbox
            sample, which `make minimal` removed; the types they name are examples of
            each kind.

            """,
            .architectureLayerPolicy: architectureLayerPolicy,
            .architectureTestSupport: """
            `ProcessHarness` is a plain target under `Tests/` that only test targets
            use: the end-to-end tests run the built `\(executable)` through its
            `AppProcess`, which reads stdout and stderr at once and fails a test
            that waits too long with everything the child printed. It depends on App,
            so SwiftPM builds the executable before the tests that run it.
            `PostgreSQLHarness`, beside it, needs no App: its `TestPostgreSQL` gives
            each PostgreSQL suite a database of its own on the cluster that
            `scripts/with-postgres` starts for `make test`.

            """,
            .architectureModuleGraph: """
            ```mermaid
            graph TD
                App --> Application
                App --> Domain
                App --> Infrastructure
                App --> Interface
                Application --> Domain
                CCurl
                CLibPQ
                CSQLite
                Domain
                EntryStoreContract --> Application
                EntryStoreContract --> Domain
                EntryStoreContract --> Infrastructure
                EntryStoreContract --> PostgreSQLHarness
                Infrastructure --> Application
                Infrastructure --> CCurl
                Infrastructure --> CLibPQ
                Infrastructure --> CSQLite
                Infrastructure --> Domain
                Interface --> Application
                PostgreSQLHarness
                ProcessHarness --> App
                ProcessHarness --> ScreenReplay
                ScreenReplay
            ```

            """,
        ]
    }
}
