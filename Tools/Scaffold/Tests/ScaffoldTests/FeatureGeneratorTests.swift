import Foundation
import Scaffold
import Testing

@Suite struct FeatureGeneratorTests {
    @Test func addsTheFeatureToEveryLayerAndTestTargetAndWiresItsCommand() throws {
        let copy = try RepositoryCopy()
        let outcome = copy.run(["feature", "Orders"])
        #expect(outcome.status == 0)
        #expect(outcome.error.isEmpty)
        for path in [
            "Sources/Domain/Orders/Order.swift", "Sources/Application/Orders/OrdersStore.swift",
            "Sources/Application/Orders/OrdersService.swift", "Sources/Application/Orders/OrdersDisplay.swift",
            "Sources/Application/Orders/OrdersPresentation.swift",
            "Sources/Infrastructure/Orders/InMemoryOrdersStore.swift",
            "Sources/Interface/Orders/OrdersRenderer.swift", "Sources/App/Orders/OrdersFeature.swift",
            "Tests/DomainTests/Orders/OrderTests.swift", "Tests/ApplicationTests/Orders/OrdersPresentationTests.swift",
            "Tests/InfrastructureTests/Orders/InMemoryOrdersStoreTests.swift",
            "Tests/InterfaceTests/Orders/OrdersRendererTests.swift",
            "Tests/AppTests/Orders/OrdersCommandEndToEndTests.swift",
        ] {
            #expect(copy.exists(path), "\(path) was not written")
        }
        #expect(try copy.read("Sources/Interface/Orders/OrdersRenderer.swift").contains("public import Application"))
        #expect(try !copy.read("Sources/Interface/Orders/OrdersRenderer.swift").contains("Domain"))
        #expect(
            try copy.read("Sources/App/Features.swift").contains(
                "            OrdersFeature.command(style: style)\n            // scaffold:"))
    }

    @Test func aSecondFeatureGoesAfterTheFirstWithACommaAfterEach() throws {
        let copy = try RepositoryCopy()
        #expect(copy.run(["feature", "Orders"]).status == 0)
        #expect(copy.run(["feature", "Invoices"]).status == 0)
        #expect(
            try copy.read("Sources/App/Features.swift").contains(
                "OrdersFeature.command(style: style),\n            InvoicesFeature.command(style: style),\n"))
    }

    @Test(arguments: [
        ("", "scaffold: a feature name is required, such as NAME=Orders"),
        (
            "orders",
            "scaffold: 'orders' is not a valid feature name: it must start with an upper-case letter (try 'Orders')"
        ),
        (
            "My Orders",
            "scaffold: 'My Orders' is not a valid feature name: use only the letters A-Z, a-z and digits (try 'MyOrders')"
        ),
        ("Class", "scaffold: 'Class' is not a valid feature name: Swift or the toolchain already uses that name"),
        ("Inbox", "scaffold: the feature 'Inbox' already exists: Sources/Domain/Inbox is there"),
        ("Interface", "scaffold: 'Interface' names a module of this package; choose another feature name"),
        ("List", "scaffold: 'List' would make the command 'list', which the Inbox already uses"),
        (
            "Conversations",
            "scaffold: 'Conversations' would declare 'Conversation', which this package already declares"
        ),
    ])
    func refusesAndChangesNothing(name: String, message: String) throws {
        let copy = try RepositoryCopy()
        let before = try copy.snapshot()
        let outcome = copy.run(["feature", name])
        #expect(outcome.status == 1)
        #expect(outcome.error == message)
        #expect(outcome.output.isEmpty)
        #expect(try copy.snapshot() == before)
    }

    @Test func refusesAFeatureThatExistsAndChangesNothing() throws {
        let copy = try RepositoryCopy()
        #expect(copy.run(["feature", "Orders"]).status == 0)
        let before = try copy.snapshot()
        let outcome = copy.run(["feature", "Orders"])
        #expect(outcome.error == "scaffold: the feature 'Orders' already exists: Sources/Domain/Orders is there")
        #expect(try copy.snapshot() == before)
    }

    @Test func refusesWhenTheWiringMarkerIsGone() throws {
        let copy = try RepositoryCopy()
        let features = copy.root.appendingPathComponent("Sources/App/Features.swift")
        try "enum Features {}\n".write(to: features, atomically: true, encoding: .utf8)
        let before = try copy.snapshot()
        let outcome = copy.run(["feature", "Orders"])
        #expect(outcome.error.hasPrefix("scaffold: Sources/App/Features.swift: the line '// scaffold:"))
        #expect(try copy.snapshot() == before)
    }
}
