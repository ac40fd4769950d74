import Foundation
import Testing

/// scripts/version-commit, which `make upgrade REF=<version>` and check-upgrade rest on, once
/// read each commit's CHANGELOG.md through a pipe into a reader that stopped at the first
/// heading: under pipefail, git's SIGPIPE made a commit look as if it had no version, or made
/// the lookup answer the wrong commit, depending on timing (issue 40). So the script is run
/// many times on a busy machine, and every answer must be the same, right, commit.
@Suite struct VersionCommitTests {
    /// About 1 s on two cores. Eight at once keep both busy, which is when the old script
    /// failed most: a quarter of its answers here were wrong, so 96 runs miss it with odds
    /// of 0.75^96, about one in 10^12.
    static let runs = 96
    static let together = 8

    @Test func everyLookupOnABusyMachineAnswersTheSameRightCommit() throws {
        let history = try VersionHistory()
        let script = RepositoryCopy.source("scripts/version-commit")
        // 99.0.0 is found in the history; 98.0.0 by the commit its section names.
        let expected = ["99.0.0": history.release, "98.0.0": history.first]
        var wrong: [String: Int] = [:]
        for batch in stride(from: 0, to: Self.runs, by: Self.together) {
            let lookups = try (batch..<min(batch + Self.together, Self.runs)).map { run in
                let version = run % 2 == 0 ? "99.0.0" : "98.0.0"
                return (version, try StartedProcess(script, [history.repository.root.path, version]))
            }
            for (version, lookup) in lookups {
                let answer = lookup.answer()
                if answer != expected[version] { wrong["\(version) → \(answer)", default: 0] += 1 }
            }
        }
        #expect(
            wrong.isEmpty,
            "\(wrong.values.reduce(0, +)) of \(Self.runs) lookups went wrong (expected \(expected)): \(wrong)")
    }
}

/// A history shaped as a template's around a release: today's CHANGELOG.md, padded so git
/// writes it in more than one 16 KB piece; then `## 99.0.0` put on top; then `## Unreleased`
/// above it, closing the release, with an older version whose section names its commit once
/// and then mentions other commits for over 4 KB.
private struct VersionHistory {
    let repository: ThrowawayRepository
    /// The first commit, which 98.0.0's section names.
    let first: String
    /// The commit with 99.0.0 on top.
    let release: String

    init() throws {
        repository = try ThrowawayRepository()
        var changelog =
            (try? String(contentsOf: RepositoryCopy.source("CHANGELOG.md"), encoding: .utf8))
            ?? "# Changelog\n\n## 2.0.0 — 2025-01-01\n\n- A version.\n"
        var line = 0
        while changelog.utf8.count < 32 * 1024 {
            line += 1
            changelog += "\n- Padding, line \(line), so that git writes this file in more than one piece of 16 KB."
        }
        changelog += "\n"
        try repository.write(changelog, to: "CHANGELOG.md")
        first = try repository.commitAll()
        changelog = Self.section("## 99.0.0 — 2099-01-01\n\n- The release.\n", onTopOf: changelog)
        try repository.write(changelog, to: "CHANGELOG.md")
        release = try repository.commitAll()
        changelog = Self.section("## Unreleased\n\n- Work after the release.\n", onTopOf: changelog)
        changelog += "\n## 98.0.0 — 2098-01-01\n\nReleased as commit \(first).\n\n"
        changelog += String(
            repeating: "- Not its commit: Released as commit \(String(repeating: "0", count: 40)).\n", count: 100)
        try repository.write(changelog, to: "CHANGELOG.md")
        try repository.commitAll()
    }

    /// The text with `section` inserted before its first `## ` heading.
    private static func section(_ section: String, onTopOf text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        let top = lines.firstIndex { $0.hasPrefix("## ") } ?? lines.count
        lines.insert(section, at: top)
        return lines.joined(separator: "\n")
    }
}
