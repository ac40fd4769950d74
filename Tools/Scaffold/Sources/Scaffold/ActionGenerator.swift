import Foundation

/// Plans `make action FEATURE=Orders NAME=place USES="Products"`: an action
/// that adds an entry of FEATURE and, first, in the same unit of work, reads
/// and changes entries of each feature USES names, through a port FEATURE's
/// Application owns. It writes the action with an empty rule, the port and
/// its record for each used feature, App's adapter for each, the end-to-end
/// test, and App's wiring; the team writes only the rule, at `strata:rule`.
public struct ActionGenerator {
    /// Words the shell or every entry feature already answers in line mode.
    static let commandWords: Set<String> = [
        "list", "add", "edit", "show", "delete", "next", "prev", "help", "quit", "exit", "inbox",
    ]
    /// Keys the shell and every entry feature already take full screen.
    static let coreKeys: Set<Character> = ["a", "e", "d", "q", "j", "k"]

    let repository: Repository

    public init(repository: Repository) {
        self.repository = repository
    }

    /// Checks everything first and throws the first problem, in one line; `uses`
    /// is USES as typed, feature names apart by spaces or commas.
    public func plan(_ rawFeature: String, action: String, uses: String) throws(ScaffoldError) -> ChangeSet {
        guard let record = try TemplateRecord.read(from: repository) else {
            throw ScaffoldError(TemplateRecord.missing)
        }
        let feature = try Self.made(rawFeature, in: record, as: "FEATURE")
        guard !action.isEmpty, action.count <= 30, action.allSatisfy({ ("a"..."z").contains($0) }),
            !SwiftIdentifier.keywords.contains(action)
        else {
            throw ScaffoldError(
                "NAME '\(action)' is not an action's name: a lower-case word, as 'place', not a Swift keyword")
        }
        let words = uses.split { $0 == " " || $0 == "," || $0 == "\t" }.map(String.init)
        guard !words.isEmpty else {
            throw ScaffoldError("USES names no feature; name those the action changes: USES=\"Products\"")
        }
        var used: [UsedFeature] = []
        for word in words {
            let other = try Self.made(word, in: record, as: "USES")
            guard other != feature else {
                throw ScaffoldError("USES names \(feature.name) itself; an action adds to its own feature already")
            }
            guard !used.contains(where: { $0.feature == other }) else {
                throw ScaffoldError("USES names \(other.name) twice")
            }
            used.append(try UsedFeature(other, record: record, repository: repository))
        }
        let features = try repository.read(FeatureGenerator.featuresFile)
        try FeatureGenerator.checkMarkers(in: features)
        let taken = try existingActions(of: feature, in: record, features: features)
        guard !taken.names.contains(action) else {
            throw ScaffoldError(
                "\(feature.name) has '\(action)' already, as a command or an action; choose another NAME")
        }
        guard let key = action.first(where: { !Self.coreKeys.contains($0) && !taken.keys.contains($0) }) else {
            throw ScaffoldError(
                "every letter of '\(action)' is a key \(feature.name) takes already full screen; choose another NAME")
        }
        let manifest = try repository.read(FeatureGenerator.manifestFile)
        let layout: FeatureLayout = FeatureGenerator.hasModules(feature, in: manifest) ? .modules : .folders
        let templates = ActionTemplates(
            feature: feature, action: action, key: key, used: used, layout: layout, repository: repository)
        let (own, shared) = try templates.files()
        var changes = ChangeSet()
        for (path, text) in own {
            guard !repository.exists(path) else { throw ScaffoldError("\(path) already exists") }
            changes.write(text, to: path)
        }
        // Another action of the feature made the port to a feature this one uses too: it serves both.
        let files = own.merging(shared.filter { !repository.exists($0.key) }) { mine, _ in mine }
        for (path, text) in files where own[path] == nil { changes.write(text, to: path) }
        let declared = try repository.declaredTypeNames()
        let generated = files.values.flatMap { Repository.typeNames(declaredIn: $0) }.sorted()
        if let clash = generated.first(where: declared.contains) {
            throw ScaffoldError("'\(action)' would declare '\(clash)', which this package already declares")
        }
        let wiring = ActionWiring(feature: feature, layout: layout, call: templates.call)
        changes.write(try wiring.wiring(features), to: FeatureGenerator.featuresFile)
        if layout == .modules, let listed = wiring.listingApplication(in: manifest) {
            changes.write(listed, to: FeatureGenerator.manifestFile)
        }
        try TemplateRecord.recording(
            TemplateRecord.Step(run: "action", name: action, feature: feature.name, uses: words.joined(separator: " ")),
            in: repository, into: &changes)
        return changes
    }

    /// The feature `word` names, refused unless strata.json records `make feature` making it.
    static func made(_ word: String, in record: TemplateRecord, as setting: String) throws(ScaffoldError)
        -> FeatureName
    {
        guard let feature = try? FeatureName(word),
            record.generators.contains(where: { $0.run == "feature" && $0.name == feature.name })
        else {
            throw ScaffoldError(
                "\(setting) '\(word)' is no feature strata.json records 'make feature' making; "
                    + "make action writes only for those")
        }
        return feature
    }

    /// The command words and keys `feature` answers already: the shell's and
    /// every feature's commands, and each action of its own, recorded or
    /// written by hand in its Application folder.
    func existingActions(of feature: FeatureName, in record: TemplateRecord, features: String) throws(ScaffoldError)
        -> (names: Set<String>, keys: Set<Character>)
    {
        var names = Self.commandWords
        for match in features.matches(of: #/command: "(\w+)"/#) { names.insert(String(match.output.1)) }
        var keys: Set<Character> = []
        for step in record.generators where step.run == "action" && step.feature == feature.name {
            if let name = step.name { names.insert(name) }
        }
        for path in repository.files(under: "Sources/Application/\(feature.name)", endingIn: ".swift") {
            let text = try repository.read(path)
            for match in text.matches(of: #/EntryAction\(\s*(?:adding:\s*)?"(\w+)",\s*key:\s*"(.)"/#) {
                names.insert(String(match.output.1))
                if let key = match.output.2.first { keys.insert(key) }
            }
        }
        return (names, keys)
    }
}
