import Foundation
import Testing

@testable import Scaffold

/// Architecture.md's feature anatomy, held against the code: every role names
/// a type of the Inbox and one that plays it for a freshly generated feature,
/// the core's or the feature's own, of a kind the role allows, in the same
/// layer, and neither names what its role may not call, so the sample, the
/// core and the generator are one pattern and cannot drift apart unseen.
@Suite struct AnatomyTests {
    struct Role {
        let name: String
        /// The name up to its colon, as the last column refers to roles: "flow", "port".
        var key: String { String(name.prefix { $0 != ":" }) }
        let kind: String
        /// The kinds the role allows: "actor or final class" is either.
        var kinds: [String] { kind.components(separatedBy: " or ") }
        let layer: String
        let inbox: String
        let generated: String
        /// Roles whose types this role's file may not name.
        let neverNames: [String]
    }

    /// The rows between the `strata:anatomy` markers: role, kind, layer, Inbox, generated, never names.
    static func roles() throws -> [Role] {
        let text = try String(contentsOf: RepositoryCopy.source("Architecture.md"), encoding: .utf8)
        let start = try #require(text.range(of: "<!-- strata:anatomy -->"), "Architecture.md has no anatomy table")
        let end = try #require(text.range(of: "<!-- /strata:anatomy -->", range: start.upperBound..<text.endIndex))
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 6, cells[3].hasPrefix("`") else { return nil }
            return Role(
                name: cells[0], kind: cells[1], layer: cells[2], inbox: cells[3].trimmingCharacters(in: ["`"]),
                generated: cells[4].trimmingCharacters(in: ["`"]),
                neverNames: cells[5].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty })
        }
    }

    /// What is wrong with `type` as the `role` of a feature whose types `types` gives by role key; empty when nothing.
    /// `declared` is the repository's declarations, read once by the caller: reading them per role made the two
    /// shape tests a third of the generators' test time.
    static func problems(
        of type: String, as role: Role, types: [String: String], in repository: Repository,
        declared: [String: (kind: String, path: String)]
    ) throws -> [String] {
        let root = repository.root.appendingPathComponent("Sources").path
        if role.kind == "file" {
            let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            return files.contains { $0.hasSuffix("/" + type) } ? [] : ["\(role.name): no file \(type)"]
        }
        guard let found = declared[type] else { return ["\(role.name): no type \(type)"] }
        var problems: [String] = []
        if !role.kinds.contains(found.kind) {
            problems.append("\(role.name): \(type) is a \(found.kind), not a \(role.kind)")
        }
        if !(found.path.hasPrefix("Sources/\(role.layer)/") || found.path.hasPrefix("Tests/\(role.layer)/")) {
            problems.append("\(role.name): \(type) is in \(found.path), not in \(role.layer)")
        }
        let text = try repository.read(found.path)
        for other in role.neverNames {
            guard let named = types[other] else {
                problems.append("\(role.name): never names '\(other)', which is no role")
                continue
            }
            if text.contains(named) { problems.append("\(role.name): \(found.path) names \(named), its \(other)") }
        }
        return problems
    }

    @Test func theTableNamesEveryRoleOnceWithAKind() throws {
        let roles = try Self.roles()
        #expect(roles.count >= 30)
        #expect(Set(roles.map(\.name)).count == roles.count)
        let kinds: Set<String> = ["struct", "enum", "protocol", "actor", "final class", "file"]
        #expect(roles.allSatisfy { $0.kinds.allSatisfy(kinds.contains) })
    }

    @Test(.enabled(if: RepositoryCopy.hasInboxSample)) func theInboxHasEveryRoleInItsShape() throws {
        let repository = Repository(root: RepositoryCopy.repositoryRoot)
        let roles = try Self.roles()
        let types = Dictionary(roles.map { ($0.key, $0.inbox) }) { first, _ in first }
        let declared = try repository.declarations()
        for role in roles {
            let problems = try Self.problems(
                of: role.inbox, as: role, types: types, in: repository, declared: declared)
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    @Test func aFreshlyGeneratedFeatureHasEveryRoleInTheSameShape() throws {
        let copy = try RepositoryCopy()
        let (name, entity) = try #require(RepositoryCopy.unusedFeatures.last)
        #expect(copy.run(["feature", name]).status == 0)
        let roles = try Self.roles()
        func named(_ role: Role) -> String {
            role.generated.replacingOccurrences(of: "Orders", with: name).replacingOccurrences(
                of: "Order", with: entity)
        }
        let types = Dictionary(roles.map { ($0.key, named($0)) }) { first, _ in first }
        let declared = try copy.repository.declarations()
        for role in roles {
            let problems = try Self.problems(
                of: named(role), as: role, types: types, in: copy.repository, declared: declared)
            #expect(problems.isEmpty, "\(problems)")
        }
    }
}
