/// Narrows the test targets a change selects (`AffectedTests`) when every
/// changed file under `Sources/` or `Tests/` lies in some features' folders
/// (`<Layer>/<Feature>/` in a layer's module or test target, or the
/// feature's own `Tests/<Feature>Tests`). Features meet only in App, so no
/// other feature's tests can see such a change, and the layers' cores do
/// not depend on a feature:
/// - a feature's own test target runs whole if the change is its feature's,
///   or in a module of a changed feature that it uses, and not at all
///   otherwise;
/// - a shared test target runs only the suites in the changed features'
///   folders, and, when it depends on the executable itself (AppTests), the
///   smoke suites in its `Smoke` folder too, which launch the App and open
///   every feature in each shell. Its other suites (launch, input, the
///   shells in depth) try the App's core, which such a change leaves alone.
///
/// Any other change, a manifest's included, selects as `AffectedTests` does.
public enum AffectedSuites {
    /// The folder of the App's test target whose suites run after any feature's change.
    public static let smokeFolder = "Smoke"

    /// One line for each thing to run: a test target's name, for all of it,
    /// or `Target.Suite`. `features` are the names of the features' folders;
    /// `suites` gives each Swift file under a target's folder with the names
    /// of the suites it declares.
    public static func selection(
        in manifest: PackageManifest, changedPaths: [String], features: Set<String>,
        suites: (ManifestTarget) -> [(file: String, names: [String])]
    ) -> [String] {
        let targets = AffectedTests.testTargets(in: manifest, changedPaths: changedPaths)
        let paths = changedPaths.map { ManifestTarget.normalized(String(Substring($0).trimmingSpaces)) }
            .filter { !$0.isEmpty }
        guard !paths.contains(where: AffectedTests.selectsEverything) else { return targets }
        var changed: Set<String> = []
        for path in paths where path.hasPrefix("Sources/") || path.hasPrefix("Tests/") {
            guard let feature = feature(of: path, among: features) else { return targets }
            changed.insert(feature)
        }
        let executables = Set(manifest.targets.filter { $0.type == "executable" }.map(\.name))
        let changedModules = Set(
            manifest.targets.filter { target in
                let parts = ManifestTarget.normalized(target.path).split(separator: "/")
                return parts.count == 3 && parts[0] == "Sources" && changed.contains(String(parts[2]))
            }.map(\.name))
        return targets.flatMap { name -> [String] in
            if let owner = features.first(where: { name == $0 + "Tests" }) {
                let uses = dependencies(of: name, in: manifest)
                return changed.contains(owner) || !uses.isDisjoint(with: changedModules) ? [name] : []
            }
            guard let target = manifest.targets.first(where: { $0.name == name }) else { return [name] }
            let smoke = ManifestTarget.normalized(target.path) + "/" + smokeFolder + "/"
            let isApp = !executables.isDisjoint(with: target.dependencies)
            let chosen = suites(target).filter { file in
                let owner = feature(of: file.file, among: features)
                return owner.map(changed.contains) ?? (isApp && file.file.hasPrefix(smoke))
            }
            return Set(chosen.flatMap(\.names)).sorted().map { name + "." + $0 }
        }
    }

    /// Every target `name` depends on, through any chain.
    static func dependencies(of name: String, in manifest: PackageManifest) -> Set<String> {
        let direct = Dictionary(manifest.targets.map { ($0.name, $0.dependencies) }) { first, _ in first }
        var found: Set<String> = []
        var pending = direct[name] ?? []
        while let next = pending.popLast() {
            if found.insert(next).inserted { pending += direct[next] ?? [] }
        }
        return found
    }

    /// The feature whose folder holds `path`, or nil for a file of a core.
    static func feature(of path: String, among features: Set<String>) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count >= 3, parts[0] == "Sources" || parts[0] == "Tests" else { return nil }
        if parts[0] == "Tests", let owner = features.first(where: { parts[1] == $0 + "Tests" }) { return owner }
        return parts.count >= 4 && features.contains(parts[2]) ? parts[2] : nil
    }

    /// The suites a Swift file declares at its top level: types whose names
    /// end in `Tests`, as the glossary names a suite.
    public static func suiteNames(inSource text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            guard let first = line.first, first != " ", first != "\t", first != "/" else { return nil }
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
            guard let kind = words.firstIndex(where: { ["struct", "class", "enum", "actor"].contains($0) }),
                kind + 1 < words.count
            else { return nil }
            let name = String(words[kind + 1])
            return name.hasSuffix("Tests") ? name : nil
        }
    }
}
