import ArchitectureCheck
import Testing

/// Which targets are feature modules: `<Feature><Layer>` for a layer of the
/// `features:` line, and `<Feature>Tests`, the feature's one test target;
/// every other name resolves as before.
@Suite struct FeatureResolverTests {
    static let policy = """
        Domain: - | Foundation
        Application: Domain | Foundation
        Interface: Application | Foundation
        Support: - | Foundation
        UserInterface: Application | Foundation
        DomainTools: Domain | Foundation
        features: Domain, Application, Interface, Support, UserInterface | composed in Application
        """

    private func role(_ name: String, type: String = "regular", prefixes: Bool = false) throws -> TargetRole? {
        let resolver = LayerResolver(policy: try PolicyParser.parse(Self.policy), matchesPrefixes: prefixes)
        return resolver.role(of: ManifestTarget(name: name, type: type, dependencies: []))
    }

    private static func member(_ layer: String, test: Bool = false, feature: String? = nil) -> TargetRole {
        .layer(TargetLayer(layer: layer, isTest: test, feature: feature))
    }

    @Test func aFeatureModuleBelongsToItsLayerAndFeature() throws {
        #expect(try role("ContactsDomain") == Self.member("Domain", feature: "Contacts"))
        #expect(try role("Contacts2Interface") == Self.member("Interface", feature: "Contacts2"))
    }

    @Test func aFeaturesTestTargetHoldsTheTestsOfEveryFeatureLayer() throws {
        let tests = FeatureTestTarget(
            feature: "Contacts", layers: ["Domain", "Application", "Interface", "Support", "UserInterface"])
        #expect(try role("ContactsTests", type: "test") == .featureTests(tests))
        #expect(
            try role("ContactsTests", type: "test")?.lines
                == tests.layers.map { TargetLayer(layer: $0, isTest: true, feature: "Contacts") })
    }

    @Test func aTestTargetOfOneFeatureLayerStillBelongsToThatLayer() throws {
        #expect(try role("ContactsDomainTests", type: "test") == Self.member("Domain", test: true, feature: "Contacts"))
    }

    @Test func theLongestLayerSuffixWins() throws {
        #expect(try role("ContactsUserInterface") == Self.member("UserInterface", feature: "Contacts"))
    }

    @Test func aNameThatIsALayerIsTheLayersCore() throws {
        #expect(try role("Domain") == Self.member("Domain"))
        #expect(try role("Support") == Self.member("Support"))
        #expect(try role("DomainTools") == Self.member("DomainTools"))
        #expect(try role("DomainTests", type: "test") == Self.member("Domain", test: true))
        #expect(try role("SupportTests", type: "test") == Self.member("Support", test: true))
    }

    @Test(arguments: ["Applications", "DomainTool", "contactsDomain", "_Domain", "Domain2", "ContactsDomainKit"])
    func lookalikesAreNoFeatureModules(name: String) throws {
        #expect(try role(name) == nil)
    }

    @Test(arguments: [
        ("ContactsTests", "regular"), ("contactsTests", "test"), ("_ContactsTests", "test"), ("Tests", "test"),
    ])
    func lookalikesAreNoFeaturesTestTarget(name: String, type: String) throws {
        #expect(try role(name, type: type) == nil)
    }

    @Test func prefixMatchingStillAppliesToWhatIsNoFeatureModule() throws {
        #expect(try role("Domain17", prefixes: true) == Self.member("Domain"))
        #expect(try role("Feature3Domain", prefixes: true) == Self.member("Domain", feature: "Feature3"))
    }

    @Test func withoutAFeaturesLineNothingIsAFeatureModuleNorAFeaturesTests() throws {
        let resolver = LayerResolver(policy: try PolicyParser.parse("Domain: - | Foundation"))
        #expect(resolver.role(of: ManifestTarget(name: "ContactsDomain", type: "regular", dependencies: [])) == nil)
        #expect(resolver.role(of: ManifestTarget(name: "ContactsTests", type: "test", dependencies: [])) == nil)
    }

    @Test(arguments: [
        ("Tests/ContactsTests/Domain/ContactTests.swift", "Domain"),
        ("Tests/ContactsTests/Application/Fakes/FakeStore.swift", "Application"),
        ("Tests/ContactsTests/ContactTests.swift", nil),
        ("Tests/ContactsTests/Fakes/FakeStore.swift", nil),
        ("Tests/ContactsTests/Domains/ContactTests.swift", nil),
        ("Tests/ContactsTestsOld/Domain/ContactTests.swift", nil),
    ])
    func aFileOfAFeaturesTestsFollowsTheLayerItsFolderNames(path: String, layer: String?) {
        let tests = FeatureTestTarget(feature: "Contacts", layers: ["Domain", "Application"])
        #expect(tests.layer(ofFile: path, targetPath: "Tests/ContactsTests") == layer)
    }
}
