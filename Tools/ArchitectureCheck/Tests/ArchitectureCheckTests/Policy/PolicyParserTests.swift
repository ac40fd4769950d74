import ArchitectureCheck
import Testing

@Suite struct PolicyParserTests {
    static let strata = """
        # layer           may depend on          | may import from the system
        Domain:           -                      | Foundation
        Application:      Domain                 | Foundation
        Interface:        Application            | Foundation
        Infrastructure:   Application, Domain    | *
        App:              Domain, Application, Infrastructure, Interface | *
        CSQLite:          -                      | only for Infrastructure
        """

    @Test func readsDependenciesAndSystemModules() throws {
        let policy = try PolicyParser.parse(Self.strata)
        #expect(policy.layers["Application"]?.dependencies == ["Domain"])
        #expect(policy.layers["Domain"]?.systemModules == .only(["Foundation"]))
        #expect(policy.layers["App"]?.systemModules == .any)
        #expect(policy.layers["Infrastructure"]?.line == 5)
    }

    @Test func readsWhatEachLayerExposesAndWhereItIsNamed() throws {
        let policy = try PolicyParser.parse(
            "Domain: - | Foundation | exposes Foundation\n  Application: Domain | exposes Domain")
        #expect(policy.layers["Domain"]?.exposes == ["Foundation"])
        #expect(policy.layers["Application"]?.exposes == ["Domain"])
        #expect(policy.layers["Application"]?.column == 3)
        #expect(policy.layers["Application"]?.systemModules == .only([]))
        #expect(policy.allows("Application", toExpose: "Domain", ofLayer: "Domain"))
        #expect(!policy.allows("Domain", toExpose: "Glibc", ofLayer: nil))
        #expect(policy.allows("Domain", toExpose: "Synchronization", ofLayer: nil))
    }

    @Test func readsExceptionsBesideTheLayers() throws {
        let policy = try PolicyParser.parse("App: -\n  allow unused-dependency: AppTests ->  App, Domain  # builds it")
        #expect(
            policy.exceptions == [
                PolicyException(target: "AppTests", dependency: "App", line: 2, column: 3),
                PolicyException(target: "AppTests", dependency: "Domain", line: 2, column: 3),
            ])
    }

    @Test func reservedLayerIsUsableOnlyByTheLayersItNames() throws {
        let policy = try PolicyParser.parse(Self.strata)
        #expect(policy.layers["CSQLite"]?.systemModules == .only([]))
        #expect(policy.allows("Infrastructure", toUse: "CSQLite"))
        #expect(!policy.allows("App", toUse: "CSQLite"))
        #expect(!policy.allows("Domain", toUse: "CSQLite"))
    }

    @Test func allowsOnlyListedDependencies() throws {
        let policy = try PolicyParser.parse(Self.strata)
        #expect(policy.allows("Interface", toUse: "Application"))
        #expect(!policy.allows("Interface", toUse: "Domain"))
        #expect(!policy.allows("Domain", toUse: "Application"))
    }

    @Test(arguments: [
        ("Domain -", 1, "expected 'Layer: dependencies | system modules'"),
        ("Domain: Missing", 1, "'Missing' is not a layer of the policy"),
        ("Domain: -\nDomain: -", 2, "layer 'Domain' is named twice"),
        ("Domain: -\nApp: Domain | Foo Bar", 2, "'Foo Bar' is not a module name; use '-' for none"),
        ("allow unused-dependency: App", 1, "expected 'allow unused-dependency: Target -> Dependency, …'"),
        (
            "allow reexport: App -> Domain", 1,
            "only 'allow unused-dependency: Target -> Dependency' and 'allow feature-dependency: Feature -> Feature' "
                + "can be allowed; record other findings in the baseline"
        ),
    ])
    func malformedPolicyNamesTheLine(source: String, line: Int, message: String) {
        #expect(throws: PolicyError(line: line, message: message)) {
            try PolicyParser.parse(source)
        }
    }
}
