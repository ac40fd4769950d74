import ArchitectureCheck
import Testing

/// The feature dimension of the policy: the `features:` line, the
/// `allow feature-dependency` exceptions and layers reserved for tests.
@Suite struct FeaturePolicyTests {
    static let policy = """
        Domain:       -                   | Foundation
        Application:  Domain              | Foundation
        Interface:    Application         | Foundation
        App:          Domain, Application, Interface | *
        Fixtures:     Domain, Application | Foundation | only for tests of Domain, Application
          features:   Domain, Application, Interface | composed in App
        allow feature-dependency: Inbox -> Contacts, Calendar
        """

    @Test func readsTheFeatureLayersWhereTheyAreComposedAndWhereTheLineIs() throws {
        let policy = try PolicyParser.parse(Self.policy, firstLine: 10)
        #expect(
            policy.features
                == FeatureLayers(
                    layers: ["Domain", "Application", "Interface"], composedIn: ["App"], line: 15,
                    column: 3))
    }

    @Test func readsOneFeatureExceptionPerFeatureOnTheRight() throws {
        let policy = try PolicyParser.parse(Self.policy)
        #expect(
            policy.featureExceptions == [
                FeatureException(feature: "Inbox", dependency: "Contacts", line: 7, column: 1),
                FeatureException(feature: "Inbox", dependency: "Calendar", line: 7, column: 1),
            ])
        #expect(policy.allowsFeature("Inbox", toUse: "Contacts"))
        #expect(policy.allowsFeature("Inbox", toUse: "Inbox"))
        #expect(!policy.allowsFeature("Contacts", toUse: "Inbox"))
    }

    @Test func aLayerReservedForTestsIsUsableByThoseLayersTestsOnly() throws {
        let policy = try PolicyParser.parse(Self.policy)
        #expect(policy.layers["Fixtures"]?.reservedForTests == true)
        #expect(policy.allows("Domain", asTest: true, toUse: "Fixtures"))
        #expect(policy.allows("Application", asTest: true, toUse: "Fixtures"))
        #expect(!policy.allows("Application", toUse: "Fixtures"))
        #expect(!policy.allows("Interface", asTest: true, toUse: "Fixtures"))
        #expect(!policy.allows("App", toUse: "Fixtures"))
        #expect(policy.usableLayers(from: "Domain", asTest: true) == ["Fixtures"])
        #expect(policy.usableLayers(from: "Domain") == [])
    }

    @Test func onlyForKeepsReservingForSourceAndTestTargetsAlike() throws {
        let policy = try PolicyParser.parse("Infrastructure: - | *\nCSQLite: - | - | only for Infrastructure")
        #expect(policy.layers["CSQLite"]?.reservedForTests == false)
        #expect(policy.allows("Infrastructure", toUse: "CSQLite"))
        #expect(policy.allows("Infrastructure", asTest: true, toUse: "CSQLite"))
    }

    @Test func withoutAFeaturesLineThereAreNoFeatures() throws {
        let policy = try PolicyParser.parse("Domain: - | Foundation")
        #expect(policy.features == nil)
        #expect(policy.featureExceptions == [])
    }

    @Test(arguments: [
        ("Domain: -\nfeatures: Domain\nfeatures: Domain", 3, "only one line may start with 'features:'"),
        ("Domain: -\nfeatures: Domain, Presentation", 2, "'Presentation' is not a layer of the policy"),
        ("Domain: -\nfeatures: Domain | composed in Shell", 2, "'Shell' is not a layer of the policy"),
        ("Domain: -\nfeatures: -", 2, "expected 'features: Layer, … | composed in Layer, …'"),
        ("Domain: -\nfeatures: Domain | App", 2, "expected 'composed in Layer, …' after the feature layers"),
        ("allow feature-dependency: Inbox", 1, "expected 'allow feature-dependency: Feature -> Feature, …'"),
        (
            "allow feature-dependency: inbox -> Contacts", 1,
            "expected 'allow feature-dependency: Feature -> Feature, …'"
        ),
        ("allow feature-dependency: Inbox -> Contacts, Inbox", 1, "feature 'Inbox' may always use its own modules"),
        ("Domain: -\nSupport: - | - | only for tests of Shell", 2, "'Shell' is not a layer of the policy"),
    ])
    func malformedFeatureLinesNameTheLine(source: String, line: Int, message: String) {
        #expect(throws: PolicyError(line: line, message: message)) {
            try PolicyParser.parse(source)
        }
    }
}
