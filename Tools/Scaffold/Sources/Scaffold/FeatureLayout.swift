import Foundation

/// Where a feature's code lives: as a folder in each layer's module, or in
/// modules of its own (`make feature MODULES=1`, `make split-feature`).
///
/// The sources are the same either way, in the same folders: a feature with
/// modules differs in the names its files import, in the core modules it
/// imports besides its own, and in keeping its tests in one test target of
/// its own, `Tests/<Name>Tests`, a folder per layer, fakes and all.
public enum FeatureLayout: Sendable {
    case folders
    case modules

    /// The prefix of a template line that only a feature with modules keeps:
    /// the import of a layer's core, which a folder feature shares a module with.
    static let modulesOnly = "{{modules}}"

    /// The module that holds `feature`'s part of `layer`.
    func module(of layer: String, for feature: FeatureName) -> String {
        self == .modules ? feature.name + layer : layer
    }

    /// The template's text with the lines for the other layout dropped.
    func lines(of template: String) -> String {
        template.lines.compactMap { line in
            guard line.hasPrefix(Self.modulesOnly) else { return line }
            return self == .modules ? String(line.dropFirst(Self.modulesOnly.count)) : nil
        }.joined(separator: "\n")
    }

    /// Where a template's file goes, relative to the repository root.
    func path(of templatePath: String) -> String {
        self == .modules ? Self.ownTestPath(of: templatePath, feature: "{{Name}}") ?? templatePath : templatePath
    }

    /// Where a test of `feature` at `Tests/<Layer>Tests/<feature>/…`, the folder
    /// layout's place, goes in its own test target: `Tests/<feature>Tests/<Layer>/…`.
    /// Nil for any other path, App's end-to-end tests among them: AppTests runs
    /// the built program, which only the App composes.
    static func ownTestPath(of path: String, feature: String) -> String? {
        for layer in FeatureTemplates.layers {
            let folder = layerTestFolder(of: layer, feature: feature) + "/"
            guard path.hasPrefix(folder) else { continue }
            return ownTestFolder(of: layer, feature: feature) + "/" + path.dropFirst(folder.count)
        }
        return nil
    }

    /// Where the folder layout keeps `feature`'s tests of `layer`: `Tests/<Layer>Tests/<feature>`.
    static func layerTestFolder(of layer: String, feature: String) -> String {
        "Tests/\(layer)Tests/\(feature)"
    }

    /// Where a feature with modules keeps its tests of `layer`: `Tests/<feature>Tests/<Layer>`.
    static func ownTestFolder(of layer: String, feature: String) -> String {
        "Tests/\(feature)Tests/\(layer)"
    }
}
