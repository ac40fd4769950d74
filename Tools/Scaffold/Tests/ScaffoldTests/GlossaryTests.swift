import Foundation
import Testing

@testable import Scaffold

/// Architecture.md's glossary, held against the features: every type in a
/// feature's folders, outside Domain, ends in a suffix the glossary's table
/// gives a meaning (or starts with one of its prefixes, `Fake…`), or is named
/// in the glossary as a value called after what it holds. Domain's entities
/// and values are named after what they are. Checked on the Inbox and
/// Contacts where the fork keeps them, and on a freshly generated feature.
@Suite struct GlossaryTests {
    struct Glossary {
        var suffixes: [String] = []
        var prefixes: [String] = []
        var named: Set<String> = []

        /// Why `type` has no meaning here, or nil when it has one.
        func problem(with type: String) -> String? {
            let known =
                suffixes.contains(where: type.hasSuffix) || prefixes.contains(where: type.hasPrefix)
                || named.contains(type)
            return known ? nil : type
        }
    }

    static func glossary() throws -> Glossary {
        let text = try String(contentsOf: RepositoryCopy.source("Architecture.md"), encoding: .utf8)
        let start = try #require(text.range(of: "## Glossary: one meaning per suffix"))
        let section = text[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        var glossary = Glossary()
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let first = line.split(separator: "|").first ?? ""
            for word in first.split(separator: "`") where word.first?.isLetter == true {
                if word.hasSuffix("…") {
                    glossary.prefixes.append(String(word.dropLast()))
                } else {
                    glossary.suffixes.append(String(word))
                }
            }
        }
        // Named types are the ones the paragraph of exceptions lists, not every example in the table.
        let exceptions = try #require(
            section.components(separatedBy: "\n\n").first { $0.hasPrefix("Domain's entities") })
        let backticked = exceptions.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map {
            String($0.element)
        }
        glossary.named = Set(backticked.filter { $0.first?.isUppercase == true && $0.allSatisfy(\.isLetter) })
        return glossary
    }

    /// Every type declared in `texts`, typealiases aside: a name for a tuple is no new type.
    static func types(in texts: [String]) -> [String] {
        texts.flatMap { text in
            Repository.typeNames(declaredIn: text).filter { !text.contains("typealias \($0)") }
        }
    }

    /// The sample's features, by the folders they keep outside Domain, where the fork still has them.
    static let samples: [(name: String, folders: [String])] = [
        (
            "Inbox",
            ["Application", "Infrastructure", "Interface", "App"].map { "Sources/\($0)/Inbox" }
                + ["Application", "Infrastructure", "Interface", "App"].map { "Tests/\($0)Tests/Inbox" }
        ),
        (
            "Contacts",
            ["Application", "Infrastructure", "Interface", "App"].map { "Sources/\($0)/Contacts" }
                + ["Application", "Infrastructure", "Interface"].map { "Tests/ContactsTests/\($0)" }
                + ["Tests/AppTests/Contacts"]
        ),
    ]

    @Test func everyTypeOfTheSampleFeaturesHasAMeaningInTheGlossary() throws {
        let glossary = try Self.glossary()
        let repository = Repository(root: RepositoryCopy.repositoryRoot)
        for sample in Self.samples where repository.exists("Sources/Application/\(sample.name)") {
            let texts = try sample.folders.flatMap { folder in
                try repository.files(under: folder, endingIn: ".swift").map { try repository.read($0) }
            }
            let types = Self.types(in: texts)
            #expect(types.count > 10, "\(sample.name) has too few types to judge")
            #expect(types.compactMap(glossary.problem) == [], "\(sample.name)")
        }
    }

    @Test func everyTypeMakeFeatureWritesHasAMeaningInTheGlossary() throws {
        let glossary = try Self.glossary()
        let repository = Repository(root: RepositoryCopy.repositoryRoot)
        let files = try FeatureTemplates(
            feature: FeatureName("Orders"), layout: .folders,
            fields: FieldSpec.parse("customer:text"), repository: repository
        ).files()
        // The core holds every other role; a feature declares its fields, its table (an extension), its tests.
        let types = Self.types(in: Array(files.values)).sorted()
        #expect(types == ["OrderFields", "OrdersEndToEndTests"])
        #expect(types.compactMap(glossary.problem) == [])
    }

    @Test func everyTypeMakeActionWritesHasAMeaningInTheGlossary() throws {
        let glossary = try Self.glossary()
        let repository = Repository(root: RepositoryCopy.repositoryRoot)
        let products = try FeatureName("Products")
        let record = TemplateRecord(
            template: .init(version: "0"),
            generators: [TemplateRecord.Step(run: "feature", name: products.name, fields: "name:text stock:int")])
        let files = try ActionTemplates(
            feature: FeatureName("Orders"), action: "place", key: "p",
            used: [UsedFeature(products, record: record, repository: repository)], layout: .folders,
            repository: repository
        ).files()
        // The action itself is an extension of the core's EntryAction.
        let types = Self.types(in: Array(files.own.values) + Array(files.shared.values)).sorted()
        #expect(types == ["OrderProductRecord", "OrdersPlaceTests", "OrdersProductsPort", "OrdersProductsStorePort"])
        #expect(types.compactMap(glossary.problem) == [])
    }

    /// The glossary's one scheme for errors: an error is named `…Error` (a
    /// reason carried inside one, `…Problem`), and
    /// gives its text for people, when it has its own, as its `description`,
    /// never another way. A refusal is the answer to an intent, with its own
    /// `message`, and is not held to this.
    @Test func everyErrorIsNamedSoAndGivesItsTextAsItsDescription() throws {
        let repository = Repository(root: RepositoryCopy.repositoryRoot)
        let declaration =
            #/^(?:(?:public|package|nonisolated|final|indirect) )*(?:struct|enum|class|actor) (\w+)[^{]*\bError\b/#
        var errors: [String] = []
        for path in repository.files(under: "Sources", endingIn: ".swift") {
            let text = try repository.read(path)
            for line in text.split(separator: "\n") {
                guard let name = line.firstMatch(of: declaration)?.1, !name.hasSuffix("Refusal") else { continue }
                errors.append(String(name))
                #expect(
                    name.hasSuffix("Error") || name.hasSuffix("Problem"),
                    "\(path): \(name) is an error not named …Error (or …Problem, the reason inside one)")
                #expect(
                    !text.contains("let message") && !text.contains("var message"), "\(path) words \(name) as message")
            }
        }
        #expect(errors.count > 5)
    }
}
