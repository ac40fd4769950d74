/// The files `make feature` writes: every file below `Templates/Feature`,
/// its path and its text with the feature's names in place of the tokens
/// (`FeatureName.tokens`). The templates are ordinary Swift beside their
/// tokens, so a fork edits them as code and the next feature follows.
struct FeatureTemplates {
    static let folder = "Tools/Scaffold/Templates/Feature"

    let feature: FeatureName
    let repository: Repository

    /// Each path relative to the repository root, with its contents.
    func files() throws(ScaffoldError) -> [String: String] {
        let paths = repository.files(under: Self.folder, endingIn: "")
        guard !paths.isEmpty else {
            throw ScaffoldError("\(Self.folder): the feature templates are missing; restore them from the template")
        }
        var files: [String: String] = [:]
        for path in paths {
            let filled = feature.fill(try repository.read(path))
            let target = feature.fill(String(path.dropFirst(Self.folder.count + 1)))
            // A token spelled wrong would otherwise reach the code as text.
            if let token = (target + filled).firstMatch(of: #/\{\{\w*\}\}/#) {
                throw ScaffoldError("\(path): '\(token.output)' is not a template token")
            }
            files[target] = filled
        }
        return files
    }

    /// The line the App's `Features` gains, above its marker.
    var featureLine: String { "            try await \(feature.name)Assembly.feature(in: context)" }
}
