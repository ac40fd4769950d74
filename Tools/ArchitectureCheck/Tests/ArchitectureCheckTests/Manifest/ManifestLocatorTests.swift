import ArchitectureCheck
import Testing

/// Where a finding about Package.swift points: at a target's name and its
/// dependency's string when written out, and at the feature's name in the
/// table a helper builds feature modules from.
@Suite struct ManifestLocatorTests {
    static let manifest = """
        let features = [
            FeatureModules("Contacts"),  // "Inbox" in a comment is no literal
            FeatureModules("Inbox", uses: ["Contacts"], extra: ["Application"]),
            FeatureModules(name: "Mail"),
        ]
        let package = Package(
            targets: [
                .target(name: "Domain", exclude: ["Contacts", "Inbox"]),
                .target(name: "App", dependencies: ["Domain", "Interface"]),
            ] + features.flatMap(\\.targets)
        )
        let later = ["Application", "Mail"]
        """

    static let features = [
        "ContactsDomain": "Contacts", "InboxApplication": "Inbox", "InboxDomain": "Inbox", "MailDomain": "Mail",
        "InboxTests": "Inbox",
    ]

    private let locator = ManifestLocator(manifestText: manifest, features: features)

    @Test func aTargetWrittenOutIsFoundAtItsNameAndItsDependencyAtItsString() {
        #expect(locator.location(ofTarget: "App") == (9, 23))
        #expect(locator.location(ofDependency: "Interface", in: "App") == (9, 55))
    }

    @Test func aTargetsStringsEndWithItsCall() {
        // "Application" is written after App's call, so App's finding stays at its name.
        #expect(locator.location(ofDependency: "Application", in: "App") == (9, 23))
    }

    @Test func aFeatureModuleIsFoundAtItsFeaturesEntryNotAtAnExcludeOrComment() {
        #expect(locator.location(ofTarget: "ContactsDomain") == (2, 20))
        #expect(locator.location(ofTarget: "InboxDomain") == (3, 20))
        #expect(locator.location(ofTarget: "MailDomain") == (4, 26))
        #expect(locator.location(ofTarget: "InboxTests") == (3, 20))
        #expect(locator.location(ofDependency: "ContactsDomain", in: "InboxTests") == (3, 36))
    }

    @Test func aFeatureModulesDependencyIsFoundInItsEntry() {
        // By the dependency's feature's name…
        #expect(locator.location(ofDependency: "ContactsDomain", in: "InboxApplication") == (3, 36))
        // …by the dependency's own string…
        #expect(locator.location(ofDependency: "Application", in: "InboxApplication") == (3, 57))
        // …or, when the entry names neither, at the feature's name.
        #expect(locator.location(ofDependency: "InboxDomain", in: "InboxApplication") == (3, 20))
        #expect(locator.location(ofDependency: "Contacts", in: "ContactsDomain") == (2, 20))
    }

    @Test func aTargetOfNoKnownFeatureIsFoundByItsNamesFeaturePrefix() {
        #expect(locator.location(ofTarget: "ContactsFixtures") == (2, 20))
        #expect(locator.location(ofTarget: "InboxFakeStoreKit") == (3, 20))
    }

    @Test func whatCannotBeFoundIsAtTheTop() {
        #expect(locator.location(ofTarget: "Orders") == (1, 1))
        #expect(locator.location(ofTarget: "OrdersDomain") == (1, 1))
        #expect(locator.location(ofDependency: "Domain", in: "OrdersDomain") == (1, 1))
        #expect(ManifestLocator(manifestText: "").location(ofTarget: "Domain") == (1, 1))
    }
}
