import ArchitectureCheck
import Testing

/// The feature rule on a package of two features, Contacts and Inbox: each
/// finding at the dependency's string in Package.swift or at the imported
/// module's name.
@Suite struct CrossFeatureRuleTests {
    private func check(
        policy: String = FeatureFixture.policy, targets: [ManifestTarget] = FeatureFixture.targets,
        files: [String: String] = [:]
    ) async throws -> CheckReport {
        let package = try FixturePackage(policy: policy, targets: targets)
        for (path, text) in files { try package.write(text, to: path) }
        return try await package.check()
    }

    @Test func featuresThatUseOnlyTheirOwnModulesAndTheCoresPass() async throws {
        let report = try await check(files: [
            "Sources/ContactsApplication/A.swift": "public import ContactsDomain\nimport Application\n",
            "Sources/ContactsInterface/A.swift": "import ContactsApplication\nimport Interface\n",
            "Sources/InboxInfrastructure/A.swift":
                "import InboxApplication; import InboxDomain; import Infrastructure\nimport InboxDomainKit\n",
            "Tests/ContactsTests/Domain/A.swift": "@testable import ContactsDomain\n",
            "Tests/ContactsTests/Application/A.swift": "import ContactsApplication\nimport Application\n",
            "Tests/ContactsTests/Interface/A.swift": "import ContactsInterface\nimport Interface\n",
            "Tests/ContactsTests/Infrastructure/A.swift": "import ContactsInfrastructure\n",
            "Sources/Interface/A.swift":
                "import Application\n// import ContactsInterface\nlet s = \"import InboxDomain\"\n",
            "Sources/App/main.swift":
                "import Domain; import Application; import Infrastructure; import Interface\n"
                + "import ContactsInterface; import InboxInterface\n",
        ])
        #expect(report.findings == [])
    }

    @Test func aFeatureDependingOnAnotherFailsInPackageSwiftAndAtTheImport() async throws {
        let targets = FeatureFixture.targets(
            where: "InboxApplication", dependsOn: ["InboxDomain", "Application", "ContactsDomain"])
        let report = try await check(
            targets: targets,
            files: [
                "Sources/InboxApplication/A.swift":
                    "import InboxDomain\nimport Application\n  import   ContactsDomain\n"
            ]
        )
        #expect(
            report.findings == [
                FeatureFixture.finding(
                    .crossFeature, dependency: "ContactsDomain", of: "InboxApplication", in: targets),
                Finding("Sources/InboxApplication/A.swift", 3, 12, .crossFeature),
            ])
        let diagnostic = try #require(report.violations.last?.diagnostic)
        #expect(
            diagnostic
                == "Sources/InboxApplication/A.swift:3:12: error: 'InboxApplication' of feature Inbox imports "
                + "'ContactsDomain' of feature Contacts (compose Inbox and Contacts in App, or have Inbox depend on "
                + "a port of its own that App fills from Contacts; or declare 'allow feature-dependency: Inbox -> "
                + "Contacts' in Architecture.md) [cross-feature: features stay independent: a feature that reaches "
                + "into another's modules cannot be changed, tested or removed alone; Architecture.md § Features]")
        #expect(report.violations.first?.subject == "InboxApplication -> ContactsDomain")
        #expect(report.violations.last?.subject == "ContactsDomain")
    }

    @Test func theSameEdgePassesWithAnAllowLine() async throws {
        let targets = FeatureFixture.targets(
            where: "InboxApplication", dependsOn: ["InboxDomain", "Application", "ContactsDomain"])
        let report = try await check(
            policy: FeatureFixture.policy + "\nallow feature-dependency: Inbox -> Contacts", targets: targets,
            files: [
                "Sources/InboxApplication/A.swift": "import InboxDomain\nimport Application\nimport ContactsDomain\n"
            ])
        #expect(report.findings == [])
    }

    @Test func theAllowLineGoesOneWayOnly() async throws {
        let targets = FeatureFixture.targets(where: "ContactsDomain", dependsOn: ["InboxDomain"])
        let report = try await check(
            policy: FeatureFixture.policy + "\nallow feature-dependency: Inbox -> Contacts", targets: targets)
        #expect(
            report.findings.filter { $0.rule == .crossFeature } == [
                FeatureFixture.finding(.crossFeature, dependency: "InboxDomain", of: "ContactsDomain", in: targets)
            ])
    }

    @Test func anEdgeThatBreaksBothRulesIsReportedOnceForEach() async throws {
        let targets = FeatureFixture.targets(where: "ContactsDomain", dependsOn: ["InboxApplication"])
        let report = try await check(
            targets: targets,
            files: ["Sources/ContactsDomain/A.swift": "import InboxApplication\nimport InboxInterface\n"])
        let edge = FeatureFixture.finding(
            .crossFeature, dependency: "InboxApplication", of: "ContactsDomain", in: targets)
        #expect(
            report.findings == [
                edge, Finding(edge.path, edge.line, edge.column, .forbiddenDependency),
                Finding("Sources/ContactsDomain/A.swift", 1, 8, .crossFeature),
                Finding("Sources/ContactsDomain/A.swift", 2, 8, .crossFeature),
                Finding("Sources/ContactsDomain/A.swift", 2, 8, .undeclaredImport),
            ])
        // The undeclared import's fix does not suggest declaring what the feature rule forbids.
        #expect(report.violations.last?.fix == "Domain may use no other layer; remove the import")
    }

    @Test func anUndeclaredImportTheFeatureRuleForbidsIsNotToBeDeclared() async throws {
        let report = try await check(files: [
            "Sources/ContactsInterface/A.swift": "import ContactsApplication\nimport Interface\nimport InboxInterface\n"
        ])
        #expect(
            report.findings == [
                Finding("Sources/ContactsInterface/A.swift", 3, 8, .crossFeature),
                Finding("Sources/ContactsInterface/A.swift", 3, 8, .undeclaredImport),
            ])
        #expect(report.violations.last?.fix == "Interface may use Application; remove the import")
    }

    @Test func aCoreTargetThatComposesNoFeatureMayNotUseOne() async throws {
        let targets = FeatureFixture.targets(where: "Interface", dependsOn: ["Application", "ContactsInterface"])
        let report = try await check(
            targets: targets,
            files: ["Sources/Interface/A.swift": "import Application\nimport ContactsInterface\n"])
        #expect(
            report.findings == [
                FeatureFixture.finding(.crossFeature, dependency: "ContactsInterface", of: "Interface", in: targets),
                Finding("Sources/Interface/A.swift", 2, 8, .crossFeature),
            ])
        #expect(
            report.violations.first?.message
                == "core target 'Interface' depends on 'ContactsInterface' of feature Contacts; "
                + "no core target outside App may use a feature's modules")
        #expect(
            report.violations.first?.fix
                == "move the code that needs it into feature Contacts or into App, "
                + "or give 'Interface' a port that App fills from Contacts")
    }

    @Test func appsTestsMayUseEveryFeatureAndOtherCoreTestsMayNot() async throws {
        let targets =
            FeatureFixture.targets(where: "DomainTests", dependsOn: ["Domain", "ContactsDomain"]) + [
                ManifestTarget(
                    name: "AppTests", type: "test", dependencies: ["App", "ContactsInterface", "InboxDomain"])
            ]
        let report = try await check(targets: targets)
        #expect(
            report.findings == [
                FeatureFixture.finding(.crossFeature, dependency: "ContactsDomain", of: "DomainTests", in: targets)
            ])
    }

    @Test func aFeaturesTestTargetMayNotUseAnotherFeatureEvenWhereItsLayerMay() async throws {
        let targets = FeatureFixture.targets(
            where: "ContactsTests", dependsOn: ["ContactsDomain", "InboxDomain", "Application"])
        let report = try await check(
            targets: targets,
            files: [
                "Tests/ContactsTests/Domain/A.swift": "import ContactsDomain\n",
                "Tests/ContactsTests/Application/A.swift": "import Application\nimport InboxDomain\n",
            ])
        #expect(
            report.findings == [
                FeatureFixture.finding(.crossFeature, dependency: "InboxDomain", of: "ContactsTests", in: targets),
                Finding("Tests/ContactsTests/Application/A.swift", 2, 8, .crossFeature),
            ])
    }

    @Test func aFeaturesLineBeforeAnyFeatureModuleAndAFeatureLayerWithoutCorePass() async throws {
        let policy =
            FixturePackage.strataPolicy
            + "\nWidgets: Application | Foundation\nfeatures: Domain, Application, Widgets | composed in App"
        let report = try await check(policy: policy, targets: FixturePackage.strataTargets)
        #expect(report.findings == [])
    }

    @Test func anAllowLineNoEdgeUsesFailsAtItsLine() async throws {
        let targets = FeatureFixture.targets(where: "ContactsTests", dependsOn: ["ContactsDomain", "InboxDomain"])
        let policy =
            FeatureFixture.policy
            + "\nallow feature-dependency: Contacts -> Inbox\n  allow feature-dependency: Inbox -> Contacts, Calendar"
        let report = try await check(policy: policy, targets: targets)
        // Policy line 1 is line 4 of Architecture.md; a test target's edge matches Contacts -> Inbox.
        #expect(
            report.findings == [
                Finding("Architecture.md", 11, 3, .unmatchedPolicyLine),
                Finding("Architecture.md", 11, 3, .unmatchedPolicyLine),
            ])
        #expect(report.violations.map(\.subject) == ["Inbox -> Calendar", "Inbox -> Contacts"])
    }

    @Test func aFeatureModuleRenamedAwayFromItsLayerIsAnUncoveredTarget() async throws {
        let targets = FeatureFixture.targets.map { target in
            guard target.name == "ContactsInfrastructure" else { return target }
            return ManifestTarget(name: "ContactsStorage", type: "regular", dependencies: target.dependencies)
        }
        let report = try await check(targets: targets)
        let line = (targets.firstIndex { $0.name == "ContactsStorage" } ?? 0) + 4
        #expect(report.findings.contains(Finding("Package.swift", line, 23, .uncoveredTarget)))
    }

    @Test func withoutAFeaturesLineAFeatureModuleIsAnUncoveredTarget() async throws {
        let targets =
            FixturePackage.strataTargets + [ManifestTarget(name: "ContactsDomain", type: "regular", dependencies: [])]
        let report = try await check(policy: FixturePackage.strataPolicy, targets: targets)
        #expect(report.findings == [Finding("Package.swift", 11, 23, .uncoveredTarget)])
    }
}
