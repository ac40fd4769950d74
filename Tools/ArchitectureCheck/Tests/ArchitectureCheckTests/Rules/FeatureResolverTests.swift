import ArchitectureCheck
import Testing

/// Which targets are feature modules: `<Feature><Layer>` for a layer of the
/// `features:` line, and `<Feature>Tests`, the feature's one test target when
/// the package has a module `<Feature><Layer>`; every other name resolves as before.
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

    /// The role of target `name` in a package that also has the regular targets `modules`.
    private func role(
        _ name: String, type: String = "regular", prefixes: Bool = false, modules: [String] = ["ContactsDomain"]
    ) throws -> TargetRole? {
        let target = ManifestTarget(name: name, type: type, dependencies: [])
        let manifest = PackageManifest(
            targets: [target] + modules.map { ManifestTarget(name: $0, type: "regular", dependencies: []) })
        let resolver = LayerResolver(
            policy: try PolicyParser.parse(Self.policy), manifest: manifest, matchesPrefixes: prefixes)
        return resolver.role(of: target)
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

    @Test func anyOneFeatureModuleMakesTheFeaturesTestTarget() throws {
        let tests = FeatureTestTarget(
            feature: "Contacts", layers: ["Domain", "Application", "Interface", "Support", "UserInterface"])
        #expect(try role("ContactsTests", type: "test", modules: ["ContactsUserInterface"]) == .featureTests(tests))
    }

    /// A fork's `IntegrationTests` stays uncovered rather than becoming a feature's tests.
    @Test func aTestTargetNamedAfterNoFeatureWithAModuleIsNoFeaturesTestTarget() throws {
        #expect(try role("IntegrationTests", type: "test") == nil)
        #expect(try role("ContactsTests", type: "test", modules: []) == nil)
        // Neither a test target of one of its layers nor a module of no feature layer makes a feature.
        #expect(try role("ContactsTests", type: "test", modules: ["ContactsKit"]) == nil)
        let manifest = PackageManifest(targets: [
            ManifestTarget(name: "ContactsDomainTests", type: "test", dependencies: []),
            ManifestTarget(name: "ContactsTests", type: "test", dependencies: []),
        ])
        let resolver = LayerResolver(policy: try PolicyParser.parse(Self.policy), manifest: manifest)
        #expect(resolver.role(of: manifest.targets[1]) == nil)
        #expect(resolver.features == ["ContactsDomainTests": "Contacts"])
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
        let manifest = PackageManifest(targets: [
            ManifestTarget(name: "ContactsDomain", type: "regular", dependencies: []),
            ManifestTarget(name: "ContactsTests", type: "test", dependencies: []),
        ])
        let resolver = LayerResolver(policy: try PolicyParser.parse("Domain: - | Foundation"), manifest: manifest)
        #expect(manifest.targets.map(resolver.role(of:)) == [nil, nil])
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
