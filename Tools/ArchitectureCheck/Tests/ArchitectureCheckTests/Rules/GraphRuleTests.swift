import ArchitectureCheck
import Testing

@Suite struct GraphRuleTests {
    @Test func graphIsRenderedFromTheManifestSortedAndWithoutTests() {
        let manifest = PackageManifest(targets: FixturePackage.strataTargets)
        let lines = MermaidGraph.render(manifest).split(separator: "\n")
        #expect(lines.first == "graph TD")
        #expect(lines.contains("    Interface --> Application"))
        #expect(lines.contains("    Domain"))
        #expect(!lines.contains { $0.contains("Tests") })
        #expect(lines.count == 10)
    }

    @Test func staleGraphIsReportedAtItsBlock() async throws {
        let package = try FixturePackage(graph: "graph TD\n    Domain --> Application")
        let report = try await package.check()
        #expect(report.findings == [Finding("Architecture.md", 13, 1, .graphDrift)])
        #expect(report.violations.first?.fix.contains("make graph-update") == true)
    }

    @Test func missingGraphIsReported() async throws {
        let package = try FixturePackage()
        try package.write("```layer-policy\n\(FixturePackage.strataPolicy)\n```\n", to: "Architecture.md")
        let report = try await package.check()
        #expect(report.findings == [Finding("Architecture.md", 1, 1, .graphDrift)])
    }

    @Test func updatingTheGraphClearsTheDrift() async throws {
        let package = try FixturePackage(graph: "graph TD")
        try ArchitectureChecker(root: package.root).updateGraph(for: package.manifest)
        let report = try await package.check()
        #expect(report.findings == [])
    }

    @Test func eachFeaturesModulesAreGroupedAfterTheCoreWithTheirEdges() {
        let targets =
            FixturePackage.strataTargets + [
                ManifestTarget(name: "InboxDomain", type: "regular", dependencies: []),
                ManifestTarget(name: "ContactsDomain", type: "regular", dependencies: []),
                ManifestTarget(
                    name: "ContactsApplication", type: "regular", dependencies: ["ContactsDomain", "Application"]),
                ManifestTarget(name: "ContactsTests", type: "test", dependencies: ["ContactsDomain"]),
            ]
        let features = [
            "InboxDomain": "Inbox", "ContactsDomain": "Contacts", "ContactsApplication": "Contacts",
            "ContactsTests": "Contacts",
        ]
        let graph = MermaidGraph.render(PackageManifest(targets: targets), features: features)
        let flat = MermaidGraph.render(PackageManifest(targets: FixturePackage.strataTargets))
        #expect(
            graph == flat + """

                    subgraph Contacts
                        ContactsApplication --> Application
                        ContactsApplication --> ContactsDomain
                        ContactsDomain
                    end
                    subgraph Inbox
                        InboxDomain
                    end
                """)
    }

    @Test func aGraphWithFeaturesDriftsOnlyWhenItsContentDoes() async throws {
        let targets = FeatureFixture.targets
        let features = LayerResolver(
            policy: try PolicyParser.parse(FeatureFixture.policy), manifest: PackageManifest(targets: targets)
        ).features
        let graph = MermaidGraph.render(PackageManifest(targets: targets), features: features)
        let reindented = graph.split(separator: "\n").map { "  " + $0.trimmingSpacesForTest }.joined(separator: "\n")
        let same = try FixturePackage(policy: FeatureFixture.policy, targets: targets, graph: reindented)
        #expect(try await same.check().findings == [])

        let flat = MermaidGraph.render(PackageManifest(targets: targets))
        let ungrouped = try FixturePackage(policy: FeatureFixture.policy, targets: targets, graph: flat)
        #expect(try await ungrouped.check().findings == [Finding("Architecture.md", 14, 1, .graphDrift)])
    }
}

extension Substring {
    fileprivate var trimmingSpacesForTest: Substring {
        drop { $0 == " " }
    }
}
