import Foundation
import Testing

@testable import Scaffold

/// Architecture.md's feature anatomy, held against the code: every role names
/// a type the Inbox declares and one a freshly generated feature declares, so
/// the sample and the generator cannot drift apart unseen.
@Suite struct AnatomyTests {
    struct Role {
        let name: String
        let inbox: String
        let generated: String
    }

    /// The rows between the `strata:anatomy` markers: role, layer, Inbox, generated.
    static func roles() throws -> [Role] {
        let text = try String(contentsOf: RepositoryCopy.source("Architecture.md"), encoding: .utf8)
        let start = try #require(text.range(of: "<!-- strata:anatomy -->"), "Architecture.md has no anatomy table")
        let end = try #require(text.range(of: "<!-- /strata:anatomy -->", range: start.upperBound..<text.endIndex))
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4, cells[2].hasPrefix("`") else { return nil }
            return Role(
                name: cells[0], inbox: cells[2].trimmingCharacters(in: ["`"]),
                generated: cells[3].trimmingCharacters(in: ["`"]))
        }
    }

    /// Whether `entry` is there: a type declared somewhere below `root`, or a file named so.
    static func exists(_ entry: String, in root: URL, types: Set<String>) -> Bool {
        guard entry.hasSuffix(".swift") else { return types.contains(entry) }
        let files =
            FileManager.default.enumerator(atPath: root.appendingPathComponent("Sources").path)?
            .compactMap { $0 as? String } ?? []
        return files.contains { $0.hasSuffix("/" + entry) }
    }

    @Test func theTableNamesEveryRoleOnce() throws {
        let roles = try Self.roles()
        #expect(roles.count >= 30)
        #expect(Set(roles.map(\.name)).count == roles.count)
    }

    @Test(.enabled(if: RepositoryCopy.hasInboxSample)) func everyRoleHasItsTypeInTheInbox() throws {
        let repository = Repository(root: RepositoryCopy.repositoryRoot)
        let types = try repository.declaredTypeNames()
        for role in try Self.roles() {
            #expect(
                Self.exists(role.inbox, in: repository.root, types: types),
                "\(role.name): the Inbox has no \(role.inbox)")
        }
    }

    @Test func everyRoleHasItsTypeInAFreshlyGeneratedFeature() throws {
        let copy = try RepositoryCopy()
        let (name, entity) = try #require(RepositoryCopy.unusedFeatures.last)
        #expect(copy.run(["feature", name]).status == 0)
        let types = try copy.repository.declaredTypeNames()
        for role in try Self.roles() {
            let expected = role.generated.replacingOccurrences(of: "Orders", with: name)
                .replacingOccurrences(of: "Order", with: entity)
            #expect(Self.exists(expected, in: copy.root, types: types), "\(role.name): \(name) has no \(expected)")
        }
    }
}
