import Foundation
import Testing

@testable import Scaffold

/// Architecture.md's table of promises, held against the tests: every row
/// names a suite and a test in it that exist under `Tests/`, so a promise the
/// pages make cannot lose its proof unseen. A fork that runs `make minimal`
/// empties the region that holds it (`strata:sample-path`): no table, and
/// nothing to hold.
@Suite struct PromiseTableTests {
    /// The tests the rows name, as `Suite.test`.
    static func namedTests() throws -> [(suite: String, test: String)] {
        let text = try String(contentsOf: RepositoryCopy.source("Architecture.md"), encoding: .utf8)
        guard let start = text.range(of: "## Promises and the tests that prove them") else { return [] }
        let table = text[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        return table.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[2].hasPrefix("`") else { return nil }
            let name = cells[2].trimmingCharacters(in: ["`"]).split(separator: ".")
            guard name.count == 2 else { return nil }
            return (String(name[0]), String(name[1]))
        }
    }

    @Test func everyPromiseNamesATestThatExists() throws {
        let tests = RepositoryCopy.source("Tests")
        let files =
            FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.contains(".build/") } ?? []
        let texts = try files.map { try String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8) }
        let named = try Self.namedTests()
        for (suite, test) in named {
            let found = texts.contains { $0.contains("struct \(suite)") && $0.contains("func \(test)(") }
            #expect(found, "Architecture.md promises rest on \(suite).\(test), which Tests/ does not have")
        }
        if RepositoryCopy.hasInboxSample { #expect(named.count >= 30) }
    }
}
