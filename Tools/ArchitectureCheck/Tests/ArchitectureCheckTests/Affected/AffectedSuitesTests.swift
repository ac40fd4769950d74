import ArchitectureCheck
import Testing

/// What of the selected test targets a change runs: a change in one
/// feature's folders runs that feature's tests and the App's smoke suites,
/// none of another feature's nor the App's others; a change to a core runs every selected target whole.
/// The manifest is `AffectedTestsTests`': Contacts and Calendar with modules
/// of their own, and Inbox a folder in each layer's module.
@Suite struct AffectedSuitesTests {
    static let features: Set = ["Contacts", "Calendar", "Inbox"]

    /// Each shared test target's files, with the suites they declare.
    static let files: [String: [(file: String, names: [String])]] = [
        "AppTests": [
            ("Tests/AppTests/Contacts/ContactsEndToEndTests.swift", ["ContactsEndToEndTests"]),
            ("Tests/AppTests/Calendar/CalendarEndToEndTests.swift", ["CalendarEndToEndTests"]),
            ("Tests/AppTests/Inbox/InboxEndToEndTests.swift", ["InboxEndToEndTests"]),
            ("Tests/AppTests/Launch/LaunchTests.swift", ["LaunchTests"]),
            ("Tests/AppTests/Smoke/ShellSmokeTests.swift", ["ShellSmokeTests"]),
            ("Tests/AppTests/Support/Feeds.swift", []),
        ],
        "InfrastructureTests": [
            ("Tests/InfrastructureTests/Inbox/PortCallTests.swift", ["PortCallTests"]),
            ("Tests/InfrastructureTests/SQLite/SQLiteStoreFileTests.swift", ["SQLiteStoreFileTests"]),
        ],
        "ApplicationTests": [
            ("Tests/ApplicationTests/Inbox/InboxFlowTests.swift", ["InboxFlowTests"]),
            ("Tests/ApplicationTests/Shell/IntentOutcomeTests.swift", ["IntentOutcomeTests"]),
        ],
        "DomainTests": [("Tests/DomainTests/Inbox/ConversationTests.swift", ["ConversationTests"])],
        "InterfaceTests": [("Tests/InterfaceTests/Shell/ShellTests.swift", ["ShellTests"])],
    ]

    private func selected(_ paths: String...) -> [String] {
        AffectedSuites.selection(in: AffectedTestsTests.manifest, changedPaths: paths, features: Self.features) {
            Self.files[$0.name] ?? []
        }
    }

    @Test func aChangeInAFeatureWithModulesRunsItsTestsAndTheSmokeSuitesButNoOtherFeatures() {
        #expect(
            selected("Sources/Interface/Contacts/ContactsWindow.swift", "README.md") == [
                "AppTests.ContactsEndToEndTests", "AppTests.ShellSmokeTests", "ContactsTests",
            ])
        #expect(
            selected("Tests/AppTests/Calendar/CalendarEndToEndTests.swift") == [
                "AppTests.CalendarEndToEndTests", "AppTests.ShellSmokeTests",
            ])
    }

    /// A folder feature changes its layers' modules, whose cores do not depend on it.
    @Test func aChangeInAFolderFeatureRunsItsFoldersSuitesInEveryLayer() {
        #expect(
            selected("Sources/Domain/Inbox/Conversation.swift") == [
                "AppTests.InboxEndToEndTests", "AppTests.ShellSmokeTests", "ApplicationTests.InboxFlowTests",
                "DomainTests.ConversationTests", "InfrastructureTests.PortCallTests",
            ])
    }

    @Test func aChangeToACoreOrTheManifestRunsEverySelectedTargetWhole() {
        let whole = AffectedTestsTests.everyTestOfTheDomainCore
        #expect(selected("Sources/Domain/Entity.swift", "Sources/Domain/Inbox/Conversation.swift") == whole)
        #expect(selected("Sources/Domain/Inbox/Conversation.swift", "Package.swift").count == 7)
        #expect(selected("Tests/AppTests/Support/Feeds.swift") == ["AppTests"])
    }

    @Test func suitesAreTheTopLevelTypesNamedTests() {
        let source = """
            import Testing
            @Suite struct ATests {
                struct InnerTests {}
            }
            struct BTests: Sendable {}
            @MainActor
            final class CTests {}
            extension DTests {}
            enum Helper {}
            // struct ETests {}
            """
        #expect(AffectedSuites.suiteNames(inSource: source) == ["ATests", "BTests", "CTests"])
    }
}
