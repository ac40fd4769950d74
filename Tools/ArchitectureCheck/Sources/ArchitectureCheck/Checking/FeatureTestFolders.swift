/// The findings particular to a feature's one test target, whose folders
/// `Tests/<Feature>Tests/<Layer>/` each follow one layer's test line: a file
/// outside them, which no line would check, and an import that the target
/// declares for one folder but that the file's folder may not use.
enum FeatureTestFolders {
    static func uncoveredFile(_ file: ScannedFile, of target: ManifestTarget, tests: FeatureTestTarget) -> Violation {
        Violation(
            path: file.path, line: 1, column: 1, rule: .uncoveredFile,
            message: "a file of '\(target.name)' lies in no layer's folder, so no layer's line checks its imports",
            fix: "move it into \(target.path)/<Layer>/, <Layer> one of \(tests.layers.joined(separator: ", "))",
            subject: target.name)
    }

    /// A Domain test's import of `ContactsInterface`, which the target declares for its Interface tests.
    static func forbiddenImport(
        _ declaration: ImportDeclaration, in file: ScannedFile, tests: FeatureTestTarget, line: TargetLayer,
        layers: PackageLayers
    ) -> Violation {
        let module = declaration.module
        let target = file.target
        let folder = tests.layers.first { layers.allows(tests.tests(of: $0), toUse: module) }
        let path = layers.targets[target]?.path ?? target
        let move = folder.map { "move the test into \(path)/\($0)/, whose tests may use it, or " } ?? ""
        return Violation(
            path: file.path, line: declaration.line, column: declaration.column, rule: .forbiddenDependency,
            message:
                "a test of \(line.layer) in '\(target)' imports '\(module)', which layer \(line.layer)'s tests may not use",
            fix:
                "tests of \(line.layer) may use \(layers.usableLayersDescription(for: line)); \(move)remove the import",
            subject: module)
    }
}
