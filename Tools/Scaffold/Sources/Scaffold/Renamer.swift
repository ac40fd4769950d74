import Foundation

/// Plans `make rename NAME=…`: the package, its executable product and every
/// mention of either in the manifests, the sources, the tests and CI, and in
/// the regions of README.md, Architecture.md and the Makefile marked for it.
///
/// It substitutes the package's name, in its three spellings (`Strata`,
/// `strata`, `STRATA`): the executable is the package's name in lower case,
/// so nothing else names the program, and the sample's own words (the Inbox's
/// `inbox`) are never touched. Two kinds of mention keep the template's word:
/// the generators' markers (`strata:NAME`), so a fork's generators find them,
/// and a release of the template (`Strata 3`, `Strata 4.0.0`), which is the
/// template's history, not the fork's. CHANGELOG.md is never read.
public struct Renamer {
    let repository: Repository

    public init(repository: Repository) {
        self.repository = repository
    }

    public func plan(_ rawName: String) throws(ScaffoldError) -> ChangeSet {
        let new = try ProductName(rawName)
        let old = try repository.packageNames()
        guard new.package != old.package else {
            throw ScaffoldError("the package is already named '\(new.package)'")
        }
        // Every marker is checked before any file is read for renaming, so a missing one changes nothing.
        var documents = try MarkedFiles(TemplateRegion.owned(by: .rename), in: repository)
        let rules = Self.rules(fromPackage: old.package, to: new)
        let rename = { (text: String) in rules.reduce(text) { text, rule in rule.apply(to: text) } }
        var changes = ChangeSet()
        for path in mentioningFiles() {
            let text = try repository.read(path)
            // Each rule needs the name in some case, and most files never mention it.
            guard text.range(of: old.package, options: .caseInsensitive) != nil else { continue }
            let renamed = rename(text)
            if renamed != text { changes.write(renamed, to: path) }
        }
        for region in documents.regions {
            documents.replaceContents(of: region, with: rename(documents.contents(of: region)))
        }
        documents.write(to: &changes)
        return changes
    }

    /// The code and configuration that name the package or the program, renamed
    /// wherever the rules match. The documents are not among them: they change
    /// only between markers.
    func mentioningFiles() -> [String] {
        let single = ["Package.swift", "Benchmarks/Package.swift"]
        let folders: [(String, String)] = [
            ("Sources", ".swift"), ("Tests", ".swift"), ("Benchmarks/Sources", ".swift"), (".ci", ""), (".github", ""),
        ]
        return single.filter(repository.exists)
            + folders.flatMap { folder, suffix in repository.files(under: folder, endingIn: suffix) }
            .filter { !$0.contains("/.build/") }
    }

    struct Rule {
        let pattern: NSRegularExpression
        let template: String

        init(_ pattern: String, _ template: String) {
            // The patterns are built from validated names and fixed text, so they always compile.
            self.pattern = try! NSRegularExpression(pattern: pattern)
            self.template = NSRegularExpression.escapedTemplate(for: template)
        }

        func apply(to text: String) -> String {
            pattern.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
        }
    }

    /// What follows the name when it names a release of the template: a number,
    /// dotted or not (`3`, `v4.0.0`), after spaces on the same line or on the next
    /// line of the same comment (`//`, `///`, `#`). So `Strata 2 contacts` reads as
    /// a release, as `Until Strata 3 each feature` must, while a name that ends a
    /// line or paragraph before a numbered list is the package's.
    static let release = #"(?:[ \t]+|[ \t]*\r?\n[ \t]*(?://+|#)[ \t]*)v?[0-9]+(?:\.[0-9]+)*\b"#

    static func rules(fromPackage package: String, to new: ProductName) -> [Rule] {
        let lower = NSRegularExpression.escapedPattern(for: package.lowercased())
        return [
            // `Strata 3` is a release of the template; `Strata2` or `StrataBenchmarks` names the package.
            Rule(#"\b"# + NSRegularExpression.escapedPattern(for: package) + "(?!" + release + ")", new.package),
            // `strata:NAME` and `/strata:NAME` markers belong to the template, so a fork's
            // generators still find them; `strata: ` before a message is the program's.
            Rule(#"\b"# + lower + #"\b(?!:[a-z])"#, new.executable),
            Rule(
                #"\b"# + NSRegularExpression.escapedPattern(for: package.uppercased()) + #"\b"#,
                new.package.uppercased()),
        ]
    }
}
