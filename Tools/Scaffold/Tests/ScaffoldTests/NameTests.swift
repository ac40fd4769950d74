import Testing

@testable import Scaffold

@Suite struct NameTests {
    @Test(arguments: [
        ("Orders", "Order"), ("Categories", "Category"), ("Boxes", "Box"), ("Matches", "Match"),
        ("Addresses", "Address"), ("Status", "Status"), ("Billing", "Billing"), ("Analytics", "Analytics"),
        ("Movies", "Movie"), ("Statuses", "Status"), ("Quizzes", "Quiz"), ("Series", "Series"), ("News", "News"),
        ("People", "Person"), ("UserCaches", "UserCache"),
    ])
    func derivesTheEntityFromTheFeatureName(name: String, singular: String) throws {
        #expect(try FeatureName(name).singular == singular)
    }

    @Test func theCommandIsTheNameInLowerCase() throws {
        #expect(try FeatureName("OrderLines").command == "orderlines")
    }

    @Test(arguments: [
        ("", "a feature name is required, such as NAME=Orders"),
        ("orders", "'orders' is not a valid feature name: it must start with an upper-case letter (try 'Orders')"),
        (
            "Order-Lines",
            "'Order-Lines' is not a valid feature name: use only the letters A-Z, a-z and digits (try 'OrderLines')"
        ),
        (
            "2Orders",
            "'2Orders' is not a valid feature name: it must start with an upper-case letter (try 'App2Orders')"
        ),
        ("Ordérs", "'Ordérs' is not a valid feature name: use only the letters A-Z, a-z and digits (try 'OrdRs')"),
        ("Self", "'Self' is not a valid feature name: Swift or the toolchain already uses that name"),
        ("Return", "'Return' is not a valid feature name: Swift or the toolchain already uses that name"),
    ])
    func refusesNamesThatWouldNotCompile(name: String, message: String) {
        #expect(throws: ScaffoldError(message)) { try FeatureName(name) }
    }

    @Test func mapsThePackageNameToAnExecutableInLowerCase() throws {
        #expect(try ProductName("Acme").executable == "acme")
        #expect(try ProductName("MyShop2").executable == "myshop2")
    }

    @Test(arguments: [
        ("my-app", "'my-app' is not a valid package name: use only the letters A-Z, a-z and digits (try 'MyApp')"),
        ("2fast", "'2fast' is not a valid package name: it must start with an upper-case letter (try 'App2fast')"),
        (
            "Acme Corp",
            "'Acme Corp' is not a valid package name: use only the letters A-Z, a-z and digits (try 'AcmeCorp')"
        ),
        ("acme", "'acme' is not a valid package name: it must start with an upper-case letter (try 'Acme')"),
        ("Domain", "'Domain' is not a valid package name: it would clash with the target 'Domain'"),
        ("APP", "'APP' is not a valid package name: it would clash with the target 'App'"),
        ("InOut", "'InOut' is not a valid package name: 'inout' is a Swift keyword"),
    ])
    func refusesPackageNamesThatWouldBreakTheBuild(name: String, message: String) {
        #expect(throws: ScaffoldError(message)) { try ProductName(name) }
    }

    @Test(arguments: [
        ("Orders", "orders", "order", "orders", "an order"),
        ("OrderLines", "orderLines", "orderLine", "order_lines", "an order line"),
        ("HTTPLogs", "httpLogs", "httpLog", "http_logs", "a http log"),
        ("Billing", "billing", "billing", "billing", "a billing"),
        ("Invoices", "invoices", "invoice", "invoices", "an invoice"),
    ])
    func theTokensNameEachUseOfTheFeature(
        name: String, lowerName: String, lowerItem: String, table: String, aWord: String
    ) throws {
        let feature = try FeatureName(name)
        #expect(feature.table == table)
        #expect(FeatureName.lowerCamel(feature.name) == lowerName)
        #expect(FeatureName.lowerCamel(feature.singular) == lowerItem)
        #expect(feature.fill("{{aWord}}") == aWord)
        #expect(feature.fill("{{word}}") == String(aWord.drop { $0 != " " }.dropFirst()))
    }

    @Test func refusesANameWhoseSingularIsAKeyword() {
        #expect(
            throws: ScaffoldError("'Classes' is not a valid feature name: its singular, 'class', is a Swift keyword")
        ) {
            try FeatureName("Classes")
        }
    }
}
