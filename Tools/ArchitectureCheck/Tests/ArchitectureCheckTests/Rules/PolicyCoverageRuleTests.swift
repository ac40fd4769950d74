import ArchitectureCheck
import Testing

/// Every policy line must match a target, so renaming a module cannot leave
/// a rule behind that checks nothing. The fixture's policy starts on line 4.
@Suite struct PolicyCoverageRuleTests {
    @Test func lineForATargetThePackageLacksIsReportedAtItsName() async throws {
        let policy = FixturePackage.strataPolicy + "\n  Legacy:         Domain                 | Foundation"
        let package = try FixturePackage(policy: policy)
        let report = try await package.check()
        #expect(report.findings == [Finding("Architecture.md", 9, 3, .unmatchedPolicyLine)])
        #expect(report.violations.first?.message.contains("'Legacy'") == true)
    }

    @Test func exceptionForAnEdgePackageSwiftLacksIsReportedAtItsLine() async throws {
        let policy =
            FixturePackage.strataPolicy
            + "\nallow unused-dependency: App -> Domain\nallow unused-dependency: Interface -> Domain"
        let package = try FixturePackage(policy: policy)
        let report = try await package.check()
        #expect(report.findings == [Finding("Architecture.md", 10, 1, .unmatchedPolicyLine)])
    }

    @Test func renamingATargetLeavesItsLineUnmatched() async throws {
        var targets = FixturePackage.strataTargets
        targets[2] = ManifestTarget(name: "Presentation", type: "regular", dependencies: ["Application"])
        let policy = FixturePackage.strataPolicy + "\nPresentation: Application | Foundation"
        let package = try FixturePackage(policy: policy, targets: targets)
        let report = try await package.check()
        // App still depends on 'Interface', which is a second finding of the same rename.
        #expect(
            report.findings.filter { $0.rule == .unmatchedPolicyLine } == [
                Finding("Architecture.md", 6, 1, .unmatchedPolicyLine)
            ])
    }
}
