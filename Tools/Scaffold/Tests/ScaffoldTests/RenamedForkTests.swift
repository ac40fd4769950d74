import Foundation
import Testing

@testable import Scaffold

/// What `make rename` must leave as it is, so a renamed fork passes its own
/// tests: the words the feature templates write, which the sample's Contacts
/// holds too, and every mention of a release of the template. check-template
/// renames a copy only after `make minimal`, which removes the sample, so
/// these are the tests that rename a tree that keeps it.
@Suite struct RenamedForkTests {
    let old = RepositoryCopy.packageName
    let new = RepositoryCopy.newPackageName

    /// A fork renamed first and given features later: its sample Contacts, renamed,
    /// is still what `make feature` writes there, as FeatureModulesTests expects.
    @Test(.enabled(if: RepositoryCopy.hasContactsSample))
    func aRenamedForksSampleContactsIsWhatGeneratingItThereWrites() throws {
        let sample = try RepositoryCopy()
        let generated = try RepositoryCopy()
        for copy in [sample, generated] {
            let outcome = copy.run(["rename", new])
            #expect(outcome.status == 0, "\(outcome.error)")
        }
        try FeatureModulesTests.expectSampleContactsIsWhatGeneratingItWrites(sample: sample, in: generated)
    }

    /// `Strata 3` is a release of the template, in whatever file it is written:
    /// a fork renamed to Acme never made an "Acme 3". CHANGELOG.md is the
    /// template's history, and rename leaves it whole.
    @Test func renameLeavesEveryMentionOfATemplateReleaseAndTheChangelog() throws {
        let copy = try RepositoryCopy()
        let before = try copy.snapshot()
        #expect(copy.run(["rename", new]).status == 0)
        let after = try copy.snapshot()
        #expect(after["CHANGELOG.md"] == before["CHANGELOG.md"])
        for (path, data) in before {
            let releases = Self.releases(of: old, in: data)
            #expect(Self.releases(of: old, in: after[path] ?? Data()) == releases, "\(path)")
        }
    }

    /// The rules themselves, on each way the template's text names a release,
    /// beside the mentions of the package and the program they do rename.
    @Test func theRulesRenameThePackageButNotItsReleases() throws {
        let kept = """
            // so a table a Strata 3 fork made keeps its rows.
            Strata 4.0.0's notes, and Strata 2's Inbox, and Strata v2.
            Until Strata 3 each feature opened the file; Strata 2 contacts.
            // until Strata
            // 3 each feature; until Strata
            /// 4, and until Strata\t
            # 2.1.0 too

            """
        let renamed = """
            Strata's tables, StrataBenchmarks, Strata2, `strata 4.1.0`, Strata needs Swift 6.2.

            """
        #expect(try Self.rename(kept) == kept)
        #expect(
            try Self.rename(renamed) == "Acme's tables, AcmeBenchmarks, Acme2, `acme 4.1.0`, Acme needs Swift 6.2.\n")
    }

    /// A number on a later line is no version of the name that ends the line
    /// before it: a numbered list after a blank line, after a line break in
    /// prose, or after a comment's blank line, and a number that is a word's start.
    @Test func aNameBeforeANumberedListOrAnOrdinalIsThePackages() throws {
        let lists = [
            "To rename Strata\n\n1. run make rename.\n", "To rename Strata\n1. run make rename.\n",
            "// To rename Strata\n//\n// 1. run make rename.\n", "To rename Strata \n\n  2. run make test.\n",
            "Strata 2nd try.\n",
        ]
        for text in lists {
            let expected = text.replacingOccurrences(of: "Strata", with: "Acme")
            #expect(try Self.rename(text) == expected)
        }
    }

    /// `text` through every rule of a rename from Strata to Acme, in order.
    static func rename(_ text: String) throws -> String {
        let rules = Renamer.rules(fromPackage: "Strata", to: try ProductName("Acme"))
        return rules.reduce(text) { text, rule in rule.apply(to: text) }
    }

    /// What `make feature` writes never names the template, in any case, but in a
    /// generator's marker: rename would rewrite the name in the sample and cannot
    /// in the templates, so a renamed sample and a generated feature would differ.
    /// The fork's own name is not sought: a fork may be named after a word the
    /// templates use, such as Notes, and its own tests would then fail here.
    @Test func theFeatureTemplatesNeverNameTheTemplate() throws {
        let folder = RepositoryCopy.source("Tools/Scaffold/Templates").path
        let files = try #require(FileManager.default.subpaths(atPath: folder)).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        let name = try NSRegularExpression(pattern: #"\bstrata\b(?!:[a-z])"#, options: .caseInsensitive)
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            let found = name.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                String(text[Range($0.range, in: text)!])
            }
            #expect(found.isEmpty, "\(file) names \(found)")
        }
    }

    /// Each mention of `package` followed by a version, as the text spells it:
    /// on the same line, or across one line break, with or without a comment's
    /// `//` or `#`. Wider than the rule, which needs the comment: prose that
    /// wraps a release onto the next line would lose it to rename, and the
    /// tree's test above fails on it, so the writer keeps it on one line.
    static func releases(of package: String, in data: Data) -> [String] {
        guard let text = String(data: data, encoding: .utf8) else { return [] }
        let name = NSRegularExpression.escapedPattern(for: package)
        // The pattern is built from a validated name and fixed text, so it always compiles.
        let release = try! NSRegularExpression(
            pattern: #"\b\#(name)([ \t]+|[ \t]*\r?\n[ \t]*((//+|#)[ \t]*)?)v?[0-9]+(\.[0-9]+)*\b"#)
        return release.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range, in: text)!])
        }
    }
}
