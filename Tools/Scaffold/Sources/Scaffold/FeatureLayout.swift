import Foundation

/// Where a feature's code lives: as a folder in each layer's module, or in
/// modules of its own (`make feature MODULES=1`, `make split-feature`).
///
/// The files are the same either way, in the same folders: a feature with
/// modules differs only in the names its files import, in the core modules it
/// imports besides its own, and in sharing its fakes from a test-support module.
public enum FeatureLayout: Sendable {
    case folders
    case modules

    /// The prefix of a template line that only a feature with modules keeps:
    /// the import of a layer's core, which a folder feature shares a module with.
    static let modulesOnly = "{{modules}}"
    /// Where the templates keep a feature's fakes; a folder feature keeps them
    /// beside the only tests that use them.
    static let testSupport = "Tests/TestSupport/"
    static let folderTestSupport = "Tests/ApplicationTests/"

    /// The module that holds `feature`'s part of `layer`.
    func module(of layer: String, for feature: FeatureName) -> String {
        self == .modules ? feature.name + layer : layer
    }

    /// The template's text with the lines for the other layout dropped.
    func lines(of template: String) -> String {
        template.components(separatedBy: "\n").compactMap { line in
            guard line.hasPrefix(Self.modulesOnly) else { return line }
            return self == .modules ? String(line.dropFirst(Self.modulesOnly.count)) : nil
        }.joined(separator: "\n")
    }

    /// Where a template's file goes, relative to the repository root.
    func path(of templatePath: String) -> String {
        guard self == .folders, templatePath.hasPrefix(Self.testSupport) else { return templatePath }
        return Self.folderTestSupport + templatePath.dropFirst(Self.testSupport.count)
    }
}
