import Foundation

/// Plans `make rename NAME=…`: the package, its executable product and every
/// mention of either in the manifests, the sources, the tests, the docs, the
/// Makefile and CI.
///
/// The executable's name is also the Inbox feature's word (`InboxPresenter`,
/// "an inbox database"), so only the forms that name the program change:
/// quoted, in backticks, after `usage:`, as a path or a product.
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
        let rules = Self.rules(fromPackage: old.package, executable: old.executable, to: new)
        var changes = ChangeSet()
        for path in mentioningFiles() {
            let text = try repository.read(path)
            let renamed = rules.reduce(text) { text, rule in rule.apply(to: text) }
            if renamed != text { changes.write(renamed, to: path) }
        }
        return changes
    }

    /// The files that name the package or the program. The generators' own
    /// package is left out: it names the template's words on purpose.
    func mentioningFiles() -> [String] {
        let single = ["Package.swift", "README.md", "Architecture.md", "Makefile", "Benchmarks/Package.swift"]
        let folders: [(String, String)] = [
            ("Sources", ".swift"), ("Tests", ".swift"), ("Benchmarks/Sources", ".swift"), (".ci", ""),
            (".github", ""), ("docs", ".md"), ("Tools", "README.md"),
        ]
        return single.filter(repository.exists)
            + folders.flatMap { folder, suffix in repository.files(under: folder, endingIn: suffix) }
            .filter { !$0.hasPrefix("Tools/Scaffold/") && !$0.contains("/.build/") }
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

    static func rules(fromPackage package: String, executable: String, to new: ProductName) -> [Rule] {
        let oldPackage = NSRegularExpression.escapedPattern(for: package)
        let lowerPackage = NSRegularExpression.escapedPattern(for: package.lowercased())
        let program = NSRegularExpression.escapedPattern(for: executable)
        let name = new.executable
        // Each pattern keeps its context in a lookaround, so the template is the new name alone.
        return [
            Rule(#"\b"# + oldPackage, new.package),
            // `strata:NAME` markers belong to the template, so a fork's generators still find them.
            Rule(#"\b"# + lowerPackage + #"\b(?!:)"#, name),
            Rule(
                #"\b"# + NSRegularExpression.escapedPattern(for: package.uppercased()) + #"\b"#,
                new.package.uppercased()),
            Rule(#"(?<=["`/])"# + program + #"(?=["`:]|\s(?:"|\\\(|--|\[|with --))"#, name),
            Rule(#"(?<=usage: |inside |leave |start |--product )"# + program + #"\b"#, name),
            Rule(#"(?<=\$\(BIN\)/)"# + program + #"\b"#, name),
        ]
    }
}
