/// A region of README.md, Architecture.md or the Makefile that generators
/// own: the lines between its markers. Generators edit those files only
/// there, so a fork can reword everything else and `make minimal` or
/// `make rename` still do all of their job, or refuse with one line.
///
/// `all` is the list Tools/Scaffold/README.md documents; a test holds the two together.
struct TemplateRegion: Hashable, Sendable, CustomStringConvertible {
    /// The generators that edit a region.
    enum Owner: Hashable, Sendable {
        /// Renames the package and the program inside the region.
        case rename
        /// Replaces the region's lines with its own, empty when the sample's text just goes.
        case minimal
    }

    let file: String
    let name: String
    let owners: Set<Owner>
    /// Whether the region's file is the sample's own page, which `make
    /// minimal` removes whole: a generator skips the region when the file is gone.
    let isInSamplePage: Bool

    private init(_ file: String, _ name: String, _ owners: Set<Owner>, isInSamplePage: Bool = false) {
        self.file = file
        self.name = name
        self.owners = owners
        self.isInSamplePage = isInSamplePage
    }

    var syntax: MarkerSyntax { MarkerSyntax(path: file) }

    /// The file and the marker that opens the region, as a refusal names them.
    var description: String { "\(file): \(syntax.opener(name))" }

    /// The regions `owner` edits, in the order of `all`, so the first marker missing is the first reported.
    static func owned(by owner: Owner) -> [TemplateRegion] {
        all.filter { $0.owners.contains(owner) }
    }

    /// Every region, file by file, each in the order it comes in its file.
    static let all = [
        readmeAbout, readmeSampleIntro, readmeQuickStart, readmeSampleTargets, readmeInboxUsage,
        readmeStorage, readmeBenchmarks, docsUsage, docsStorage, makefileSampleTargets, architectureAbout,
        architectureLayers, architectureSampleGuide, architectureFeatureSeam, architectureFullScreenTests,
        architectureConcurrencyTable, architectureBackgroundWork, architectureUntrustedText, architectureWidthTests,
        architectureSamplePath, architectureWhereChangesGo, architectureDecisionsIntro,
        architectureSQLiteDecisions, architectureLayerPolicy, architectureTestSupport, architectureModuleGraph,
    ]

    // Regions that only rename owns name the package or the program and nothing
    // of the sample; a mention of the Inbox's command `inbox` stays outside
    // every region rename owns, since rename cannot tell it from the program.
    static let readmeAbout = TemplateRegion("README.md", "about", [.rename])
    static let readmeSampleIntro = TemplateRegion("README.md", "sample-intro", [.minimal])
    static let readmeQuickStart = TemplateRegion("README.md", "quick-start", [.minimal, .rename])
    static let readmeSampleTargets = TemplateRegion("README.md", "sample-targets", [.minimal, .rename])
    static let readmeInboxUsage = TemplateRegion("README.md", "inbox-usage", [.minimal, .rename])
    static let readmeStorage = TemplateRegion("README.md", "storage", [.minimal, .rename])
    static let readmeBenchmarks = TemplateRegion("README.md", "benchmarks", [.minimal, .rename])

    /// The sample's pages that README links to, whole regions rename owns.
    static let docsUsage = TemplateRegion("docs/usage.md", "usage", [.rename], isInSamplePage: true)
    static let docsStorage = TemplateRegion("docs/storage.md", "storage", [.rename], isInSamplePage: true)

    static let makefileSampleTargets = TemplateRegion("Makefile", "sample-targets", [.minimal, .rename])

    static let architectureAbout = TemplateRegion("Architecture.md", "about", [.rename])
    static let architectureLayers = TemplateRegion("Architecture.md", "layers", [.minimal])

    // The sample's own sections, on either side of the core's, which a minimal
    // fork keeps: the patterns before, a command's path and the promises after.
    static let architectureSampleGuide = TemplateRegion("Architecture.md", "sample-guide", [.minimal])
    static let architectureSamplePath = TemplateRegion("Architecture.md", "sample-path", [.minimal, .rename])

    // In the core's sections (the shell, concurrency, untrusted text) only the
    // passages that name the sample are regions, so `make minimal` rewrites them
    // in place and the sections stand, still true of what is left.
    static let architectureFeatureSeam = TemplateRegion("Architecture.md", "feature-seam", [.minimal])
    static let architectureFullScreenTests = TemplateRegion("Architecture.md", "full-screen-tests", [.minimal])
    static let architectureConcurrencyTable = TemplateRegion("Architecture.md", "concurrency-table", [.minimal])
    static let architectureBackgroundWork = TemplateRegion("Architecture.md", "background-work", [.minimal])
    static let architectureUntrustedText = TemplateRegion("Architecture.md", "untrusted-text", [.minimal])
    static let architectureWidthTests = TemplateRegion("Architecture.md", "width-tests", [.minimal, .rename])

    static let architectureWhereChangesGo = TemplateRegion("Architecture.md", "where-changes-go", [.minimal])
    static let architectureDecisionsIntro = TemplateRegion("Architecture.md", "decisions-intro", [.minimal])
    static let architectureSQLiteDecisions = TemplateRegion("Architecture.md", "sqlite-decisions", [.rename])
    static let architectureLayerPolicy = TemplateRegion("Architecture.md", "layer-policy", [.minimal, .rename])
    static let architectureTestSupport = TemplateRegion("Architecture.md", "test-support", [.minimal, .rename])
    static let architectureModuleGraph = TemplateRegion("Architecture.md", "module-graph", [.minimal])
}
