import Foundation
import Testing

@testable import Scaffold

/// `make action FEATURE=Orders NAME=place USES="Products"`: what it writes,
/// exactly, for one used feature; a port and an argument for each of
/// several; the unit of work made once; a feature with modules given an
/// Application module. ActionRefusalTests holds what it refuses.
@Suite struct ActionGeneratorTests {
    /// A copy with an acting feature that refers to a used one, each made and
    /// recorded by `make feature`, as the shop example makes Orders and Products.
    func copyWithFeatures(modules: Bool = false) throws -> (
        copy: RepositoryCopy, acting: FeatureName, used: FeatureName
    ) {
        let copy = try RepositoryCopy()
        let names = RepositoryCopy.unusedFeatures.map(\.name)
        let usedName = names.contains("Products") ? "Products" : names[1]
        let (acting, used) = (try FeatureName(names[0]), try FeatureName(usedName))
        let stock = copy.run([
            "feature", used.name, "--fields", "name:text code:text:unique price:decimal(2,0...) stock:int(0...)",
        ])
        #expect(stock.status == 0, "\(stock.error)")
        let fields = "ref:text \(used.tokens["item"] ?? ""):\(used.name) qty:int(1...99)"
        let made = copy.run(["feature", acting.name, "--fields", fields] + (modules ? ["--modules"] : []))
        #expect(made.status == 0, "\(made.error)")
        return (copy, acting, used)
    }

    @Test func writesTheActionItsPortItsRecordAppsAdapterAndItsTest() throws {
        let (copy, acting, used) = try copyWithFeatures()
        let before = try copy.read(FeatureGenerator.featuresFile)
        let outcome = copy.run(["action", acting.name, "place", "--uses", used.name])
        #expect(outcome.status == 0, "\(outcome.error)")
        let (name, item, usedName, usedItem) = (acting.name, acting.singular, used.name, used.singular)
        let (variable, record) = (ReferenceWiring.variable(of: used), "\(item)\(usedItem)Record")
        let (word, usedWord) = (acting.tokens["aWord"] ?? "", used.tokens["word"] ?? "")
        let read = used.tokens["item"] ?? ""
        #expect(
            try copy.read("Sources/Application/\(name)/\(name)Place.swift") == """
                public import Domain

                extension EntryAction<Draft<\(item)Fields>> {
                    /// `place name=value …`, or p full screen: adds \(word) as `add` does,
                    /// and first does to \(usedName) what the rule below asks, in `work`, so all
                    /// of it lands or none does.
                    public static func place(\(variable): any \(name)\(usedName)Port, in work: any UnitOfWork) -> Self {
                        EntryAction(adding: "place", key: "p", "place \(word)", in: work) { \(acting.tokens["item"] ?? "") in
                            // strata:rule — what `place` checks and changes in \(usedName). Read with
                            // `\(variable).\(read)(id)`, change the record, `\(variable).save(_:)` it; throw
                            // `FieldError(\\\(item)Fields.<field>, .rule("…"))` to refuse, and nothing is changed.
                        }
                    }
                }

                """)
        #expect(
            try copy.read("Sources/Application/\(name)/\(name)\(usedName)Port.swift") == """
                public import Domain

                /// What \(name)' actions read and change of \(usedName): a port \(name) owns, so
                /// it never names \(usedName)' types. App answers it from \(usedName)' service,
                /// inside the action's unit of work, so \(used.tokens["aWord"] ?? "") read here stays as read
                /// until the action lands.
                public protocol \(name)\(usedName)Port: Sendable {
                    /// The \(usedWord) `id` names, or nil when there is none.
                    func \(read)(_ id: EntryID) async throws -> \(record)?
                    /// Saves `\(read)`'s fields, unless it changed since it was read.
                    func save(_ \(read): \(record)) async throws
                }

                """)
        #expect(
            try copy.read("Sources/Application/\(name)/\(record).swift").contains(
                """
                    public let version: Int64
                    public var name: String
                    public var code: String
                    public var price: ExactDecimal
                    public var stock: Int64

                    public init(id: EntryID, version: Int64, name: String, code: String, price: ExactDecimal, stock: Int64) {
                        self.id = id
                        self.version = version
                        self.name = name
                        self.code = code
                        self.price = price
                        self.stock = stock
                    }
                """))
        let adapter = try copy.read("Sources/App/\(name)/\(name)\(usedName)StorePort.swift")
        #expect(
            adapter.contains(
                """
                        return \(record)(
                            id: id, version: \(read).version, name: draft.name, code: draft.code, price: draft.price,
                            stock: draft.stock)
                """))
        #expect(
            adapter.contains(
                """
                        let id = \(read).id.rawValue
                        guard let stored = try await service.entry(id) else { throw EntryStoreError.notFound(id) }
                        let values = stored.draft.values
                            .setting(\\\(usedItem)Fields.name, to: \(read).name)
                            .setting(\\\(usedItem)Fields.code, to: \(read).code)
                            .setting(\\\(usedItem)Fields.price, to: \(read).price)
                            .setting(\\\(usedItem)Fields.stock, to: \(read).stock)
                        try await service.update(id, to: values, from: \(read).version)
                """))
        #expect(
            try copy.read("Tests/AppTests/\(name)/\(name)PlaceTests.swift").contains(
                "try \(name)EndToEndTests.session.run(check, action: \"place\", key: \"p\")"))
        // App: the unit of work once, above the marker (unless an action of another feature
        // made it already), and the action in the feature's line; nothing else.
        let wired = try copy.read(FeatureGenerator.featuresFile)
        let call = ".place(\(variable): \(name)\(usedName)StorePort(service: \(variable)), in: work)"
        let own = "context.entryFeature(\(ReferenceWiring.variable(of: acting)), command: \"\(acting.command)\""
        let difference = wired.lines.difference(from: before.lines)
        let added = before.contains(ActionWiring.workLine) ? 1 : 2
        #expect(difference.insertions.count == added && difference.removals.count == 1, "\(difference)")
        #expect(wired.components(separatedBy: ActionWiring.workLine).count == 2)
        if added == 2 {
            #expect(wired.contains(ActionWiring.workLine + "\n" + "        " + FeatureGenerator.servicesMarker))
        }
        #expect(wired.contains(own + ", actions: [\(call)]),"))
        let steps = try #require(try TemplateRecord.read(from: copy.repository)).stepLines
        #expect(steps.last == "action place FEATURE=\(name) USES=\(usedName)")
    }

    /// Several used features: a port, a record and an adapter each, one
    /// argument each; a second action joins the first in the feature's line,
    /// wrapped as swift format leaves it, takes a key no other takes and
    /// shares the one unit of work.
    @Test func eachUsedFeatureGetsAPortAndASecondActionSharesTheUnitOfWork() throws {
        let (copy, acting, used) = try copyWithFeatures()
        let other = try FeatureName(
            try #require(
                RepositoryCopy.unusedFeatures.map(\.name).first { name in
                    ![acting.name, used.name].contains(name)
                }))
        #expect(copy.run(["feature", other.name, "--fields", "title:text"]).status == 0)
        let uses = "\(used.name),\(other.name)"
        #expect(copy.run(["action", acting.name, "place", "--uses", uses]).status == 0)
        let features = try copy.read(FeatureGenerator.featuresFile)
        let own = "context.entryFeature(\(ReferenceWiring.variable(of: acting)), command: \"\(acting.command)\","
        // As swift format wraps the line: the feature's arguments, then its actions, a line each, with a
        // trailing comma.
        let indent = "\n                "
        let wrapped = features.replacingOccurrences(
            of: own + " actions: [",
            with: "context.entryFeature(" + indent + own.dropFirst("context.entryFeature(".count)
                + indent + "actions: [" + indent + "    "
        ).replacingOccurrences(of: "in: work)]),", with: "in: work)," + indent + "]),")
        try #require(wrapped.contains("in: work)," + indent + "]),"))
        try copy.write(wrapped, to: FeatureGenerator.featuresFile)
        let packed = copy.run(["action", acting.name, "pack", "--uses", other.name])
        #expect(packed.status == 0, "\(packed.error)")
        let (name, (a, b)) = (acting.name, (ReferenceWiring.variable(of: used), ReferenceWiring.variable(of: other)))
        for usedName in [used.name, other.name] {
            #expect(copy.exists("Sources/Application/\(name)/\(name)\(usedName)Port.swift"))
            #expect(copy.exists("Sources/App/\(name)/\(name)\(usedName)StorePort.swift"))
        }
        let place = try copy.read("Sources/Application/\(name)/\(name)Place.swift")
        #expect(place.contains("place(\(a): any \(name)\(used.name)Port, \(b): any \(name)\(other.name)Port, in work"))
        #expect(place.contains("changes in \(used.name) and \(other.name)."))
        // p is place's, a is add's: pack takes c.
        #expect(try copy.read("Sources/Application/\(name)/\(name)Pack.swift").contains("key: \"c\""))
        let wired = try copy.read(FeatureGenerator.featuresFile)
        #expect(wired.components(separatedBy: "context.unitOfWork()").count == 2)
        #expect(
            wired.contains(
                own + " actions: [.place(\(a): \(name)\(used.name)StorePort(service: \(a)), "
                    + "\(b): \(name)\(other.name)StorePort(service: \(b)), in: work), "
                    + ".pack(\(b): \(name)\(other.name)StorePort(service: \(b)), in: work)]),"))
        let steps = try #require(try TemplateRecord.read(from: copy.repository)).stepLines
        #expect(
            steps.suffix(2) == [
                "action place FEATURE=\(name) USES=\(used.name),\(other.name)",
                "action pack FEATURE=\(name) USES=\(other.name)",
            ])
    }

    /// With modules of its own the feature gains an Application module for the
    /// action, which its files and App import.
    @Test func aFeatureWithModulesGainsAnApplicationModule() throws {
        let (copy, acting, used) = try copyWithFeatures(modules: true)
        let outcome = copy.run(["action", acting.name, "place", "--uses", used.name])
        #expect(outcome.status == 0, "\(outcome.error)")
        let name = acting.name
        #expect(
            try copy.read("Package.swift").contains(
                "    FeatureModules(\"\(name)\", layers: [\"Domain\", \"Application\", \"Infrastructure\"])"))
        #expect(
            try copy.read("Sources/Application/\(name)/\(name)Place.swift").hasPrefix(
                "public import Application\npublic import Domain\npublic import \(name)Domain\n"))
        #expect(
            try copy.read("Sources/App/\(name)/\(name)\(used.name)StorePort.swift").contains(
                "import \(name)Application\n"))
        #expect(try copy.read(FeatureGenerator.featuresFile).contains("import \(name)Application\n"))
    }
}
