import Foundation
import Scaffold
import Testing

/// `make minimal` removes the Inbox sample once; after that, all that is left
/// to check is that it refuses.
@Suite struct MinimalGeneratorTests {
    @Test(.enabled(if: RepositoryCopy.hasInboxSample))
    func removesTheSampleAndLeavesOnePlaceholderPerLayer() throws {
        let copy = try RepositoryCopy()
        let outcome = copy.run(["minimal"])
        #expect(outcome.status == 0)
        for layer in ["Domain", "Application", "Infrastructure", "Interface", "App"] {
            #expect(!copy.exists("Sources/\(layer)/Inbox"))
            #expect(!copy.exists("Tests/\(layer)Tests/Inbox"))
        }
        #expect(!copy.exists("Sources/CSQLite"))
        #expect(!copy.exists("Benchmarks"))
        #expect(copy.exists("Sources/Domain/Greeting/Greeting.swift"))
        #expect(copy.exists("Tests/AppTests/Greeting/GreetingEndToEndTests.swift"))
        let manifest = try copy.read("Package.swift")
        #expect(manifest.contains("name: \"\(RepositoryCopy.packageName)\""))
        #expect(!manifest.contains("CSQLite"))
        #expect(try !copy.read("Architecture.md").contains("CSQLite"))
        #expect(try !copy.read("Makefile").contains("bench-store"))
        #expect(try !copy.read("README.md").contains("## Storage"))
    }

    @Test(.enabled(if: RepositoryCopy.hasInboxSample))
    func aFeatureCanStillBeAddedAfterwards() throws {
        let copy = try RepositoryCopy()
        let name = try #require(RepositoryCopy.unusedFeatures.first?.name)
        #expect(copy.run(["minimal"]).status == 0)
        #expect(copy.run(["feature", name]).status == 0)
    }

    @Test(.enabled(if: RepositoryCopy.hasInboxSample))
    func refusesASecondRunAndChangesNothing() throws {
        let copy = try RepositoryCopy()
        #expect(copy.run(["minimal"]).status == 0)
        try expectRefusal(in: copy)
    }

    /// A fork that has run `make minimal` already.
    @Test(.enabled(if: !RepositoryCopy.hasInboxSample))
    func refusesWithoutTheSampleAndChangesNothing() throws {
        try expectRefusal(in: RepositoryCopy())
    }

    private func expectRefusal(in copy: RepositoryCopy) throws {
        let before = try copy.snapshot()
        let outcome = copy.run(["minimal"])
        #expect(outcome.status == 1)
        #expect(
            outcome.error
                == "scaffold: the Inbox sample is not here (Sources/Domain/Inbox is missing); nothing to remove")
        #expect(try copy.snapshot() == before)
    }
}
