/// A dependency that Package.swift declares but no file of the target
/// imports. Only targets of this package count: a product of another package
/// may hold modules of other names. A target without Swift files (a system
/// library, a C target) is left alone, and so is a macro or plugin, which is
/// used without being imported. The policy may allow one edge by name.
enum UnusedDependencyRule {
    private static let unimportedKinds: Set<String> = ["macro", "plugin"]

    static func violations(in files: [ScannedFile], layers: PackageLayers, locator: ManifestLocator) -> [Violation] {
        var imported: [String: Set<String>] = [:]
        for file in files {
            imported[file.target, default: []].formUnion(file.imports.map(\.module))
        }
        var found: [Violation] = []
        for (name, modules) in imported {
            guard let target = layers.targets[name] else { continue }
            for dependency in Set(target.dependencies).sorted()
            where !modules.contains(dependency) && !layers.policy.allowsUnused(dependency, of: name) {
                guard let used = layers.targets[dependency], !unimportedKinds.contains(used.type) else { continue }
                let location = locator.location(ofDependency: dependency, in: name)
                found.append(
                    Violation(
                        path: ManifestRules.manifestPath, line: location.line, column: location.column,
                        rule: .unusedDependency,
                        message: "target '\(name)' depends on '\(dependency)', but none of its files imports it",
                        fix: "remove \"\(dependency)\" from the dependencies of '\(name)' in Package.swift",
                        subject: "\(name) -> \(dependency)"))
            }
        }
        return found
    }
}
