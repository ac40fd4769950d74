import Foundation
import Scaffold
import Testing

@Suite struct RenamerTests {
    @Test func renamesThePackageTheExecutableAndTheirMentionsButNotTheInboxFeature() throws {
        let copy = try RepositoryCopy()
        let outcome = copy.run(["rename", "Acme"])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasSuffix("renamed the package to Acme and the executable to acme"))

        let manifest = try copy.read("Package.swift")
        #expect(manifest.contains("name: \"Acme\""))
        #expect(manifest.contains(".executable(name: \"acme\", targets: [\"App\"])"))
        #expect(manifest.contains(".library(name: \"Acme\""))
        #expect(try copy.read("Benchmarks/Package.swift").contains(".product(name: \"Acme\""))
        #expect(try copy.read("Sources/App/Inbox/StoreChoice.swift").contains("\"/acme/inbox.sqlite\""))
        #expect(try copy.read("Sources/App/LaunchOptions.swift").contains("usage: acme [--store PATH"))
        #expect(try copy.read("Sources/App/main.swift").contains("\"acme: \\(message)"))
        #expect(try copy.read("Tests/AppTests/Support/InboxProcess.swift").contains("appendingPathComponent(\"acme\")"))
        #expect(try copy.read("Makefile").contains("$(BIN)/acme --demo"))
        #expect(try copy.read("README.md").contains("# Acme\n"))
        #expect(try copy.read("README.md").contains("## Using `acme`"))
        #expect(try copy.read("Architecture.md").hasPrefix("# Acme's architecture"))
        #expect(try copy.read(".ci/run").contains("Acme's CI gate"))

        for path in ["Package.swift", "README.md", "Architecture.md", "Makefile", "Sources/App/main.swift"] {
            #expect(try !copy.read(path).contains("Strata"), "\(path) still names Strata")
        }
        #expect(try copy.read("Sources/App/Inbox/InboxSession.swift").contains("InboxPresenter("))
        #expect(try copy.read("README.md").contains("not an inbox database"))
    }

    @Test(arguments: [
        (
            "my-app",
            "scaffold: 'my-app' is not a valid package name: use only the letters A-Z, a-z and digits (try 'MyApp')"
        ),
        (
            "9Lives",
            "scaffold: '9Lives' is not a valid package name: it must start with an upper-case letter (try 'App9Lives')"
        ),
        (
            "Big Co",
            "scaffold: 'Big Co' is not a valid package name: use only the letters A-Z, a-z and digits (try 'BigCo')"
        ),
        ("Strata", "scaffold: the package is already named 'Strata'"),
        ("", "scaffold: a package name is required, such as NAME=Acme"),
    ])
    func refusesAndChangesNothing(name: String, message: String) throws {
        let copy = try RepositoryCopy()
        let before = try copy.snapshot()
        let outcome = copy.run(["rename", name])
        #expect(outcome.status == 1)
        #expect(outcome.error == message)
        #expect(try copy.snapshot() == before)
    }
}
