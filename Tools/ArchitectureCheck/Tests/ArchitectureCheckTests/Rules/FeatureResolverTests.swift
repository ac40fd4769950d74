import ArchitectureCheck
import Testing

/// Which targets are feature modules: `<Feature><Layer>` for a layer of the
/// `features:` line, and its test target; every other name resolves as before.
@Suite struct FeatureResolverTests {
    static let policy = """
        Domain: - | Foundation
        Application: Domain | Foundation
        Interface: Application | Foundation
        TestSupport: Domain, Application | Foundation | only for tests of Domain, Application
        Support: - | Foundation
        DomainTools: Domain | Foundation
        features: Domain, Application, Interface, TestSupport, Support | composed in Application
        """

    private func layer(_ name: String, type: String = "regular", prefixes: Bool = false) throws -> TargetLayer? {
        let resolver = LayerResolver(policy: try PolicyParser.parse(Self.policy), matchesPrefixes: prefixes)
        return resolver.layer(of: ManifestTarget(name: name, type: type, dependencies: []))
    }

    @Test func aFeatureModuleBelongsToItsLayerAndFeature() throws {
        #expect(try layer("ContactsDomain") == TargetLayer(layer: "Domain", isTest: false, feature: "Contacts"))
        #expect(try layer("Contacts2Interface") == TargetLayer(layer: "Interface", isTest: false, feature: "Contacts2"))
        #expect(
            try layer("ContactsDomainTests", type: "test")
                == TargetLayer(layer: "Domain", isTest: true, feature: "Contacts"))
    }

    @Test func theLongestLayerSuffixWins() throws {
        #expect(
            try layer("ContactsTestSupport") == TargetLayer(layer: "TestSupport", isTest: false, feature: "Contacts"))
    }

    @Test func aNameThatIsALayerIsTheLayersCore() throws {
        #expect(try layer("Domain") == TargetLayer(layer: "Domain", isTest: false))
        #expect(try layer("TestSupport") == TargetLayer(layer: "TestSupport", isTest: false))
        #expect(try layer("DomainTools") == TargetLayer(layer: "DomainTools", isTest: false))
        #expect(try layer("DomainTests", type: "test") == TargetLayer(layer: "Domain", isTest: true))
    }

    @Test(arguments: ["Applications", "DomainTool", "contactsDomain", "_Domain", "Domain2", "ContactsDomainKit"])
    func lookalikesAreNoFeatureModules(name: String) throws {
        #expect(try layer(name) == nil)
    }

    @Test func aRegularTargetNamedLikeATestIsNoTest() throws {
        #expect(try layer("ContactsDomainTests") == nil)
    }

    @Test func prefixMatchingStillAppliesToWhatIsNoFeatureModule() throws {
        #expect(try layer("Domain17", prefixes: true) == TargetLayer(layer: "Domain", isTest: false))
        #expect(
            try layer("Feature3Domain", prefixes: true)
                == TargetLayer(layer: "Domain", isTest: false, feature: "Feature3"))
    }

    @Test func withoutAFeaturesLineNothingIsAFeatureModule() throws {
        let resolver = LayerResolver(policy: try PolicyParser.parse("Domain: - | Foundation"))
        #expect(resolver.layer(of: ManifestTarget(name: "ContactsDomain", type: "regular", dependencies: [])) == nil)
    }
}
