/// The rules for one file's imports: each names a declared dependency or an
/// allowed system module, never re-exports a package module, reaches no other
/// feature's module, exposes only what the layer may expose, and opens a
/// module with `@testable` only from that module's own tests. A file of a
/// feature's test target is held to the line of its folder's layer.
struct ImportRules {
    let file: ScannedFile
    let target: ManifestTarget
    /// The line the file follows: its target's, or its folder's.
    let line: TargetLayer
    /// Set for a file of a feature's test target.
    let featureTests: FeatureTestTarget?
    let layers: PackageLayers

    static func violations(in file: ScannedFile, layers: PackageLayers) -> [Violation] {
        guard let target = layers.targets[file.target], let role = layers.roles[file.target] else { return [] }
        var featureTests: FeatureTestTarget?
        if case .featureTests(let tests) = role { featureTests = tests }
        guard let line = role.line(ofFile: file.path, targetPath: target.path) else {
            return featureTests.map { [FeatureTestFolders.uncoveredFile(file, of: target, tests: $0)] } ?? []
        }
        let rules = ImportRules(file: file, target: target, line: line, featureTests: featureTests, layers: layers)
        return file.imports.filter { $0.module != target.name }.flatMap(rules.violations(of:))
    }

    private func violations(of declaration: ImportDeclaration) -> [Violation] {
        var found: [Violation] = []
        func report(_ rule: Rule, _ message: String, fix: String) {
            found.append(
                Violation(
                    path: file.path, line: declaration.line, column: declaration.column, rule: rule,
                    message: message, fix: fix, subject: declaration.module))
        }
        let module = declaration.module
        let isPackageModule = layers.targets[module] != nil
        if isPackageModule {
            if !target.dependencies.contains(module) {
                // Never suggest declaring what the feature rule, reported beside it, forbids.
                let fix =
                    layers.allows(line, toUse: module) && layers.featureAllows(target.name, toUse: module)
                    ? "add \"\(module)\" to the dependencies of '\(target.name)' in Package.swift"
                    : "\(line.layer) may use \(layers.usableLayersDescription(for: line)); remove the import"
                report(
                    .undeclaredImport,
                    "'\(target.name)' imports '\(module)', which is not one of its declared dependencies",
                    fix: fix)
            } else if let featureTests, !layers.allows(line, toUse: module) {
                // Declared for another folder: the manifest rule cannot see which folder uses it.
                found.append(
                    FeatureTestFolders.forbiddenImport(
                        declaration, in: file, tests: featureTests, line: line, layers: layers))
            }
            if let crossing = CrossFeatureRule.violation(
                target.name, uses: module, importing: true, layers: layers, path: file.path,
                position: { (declaration.line, declaration.column) }, subject: module)
            {
                found.append(crossing)
            }
            if declaration.isExported {
                report(
                    .reexport, "'\(target.name)' re-exports package module '\(module)' with @_exported",
                    fix: "use 'public import \(module)' and let each client import \(module) itself")
            }
        } else if line.isTest && module == "XCTest" {
            report(
                .forbiddenSystemImport,
                "'\(target.name)' imports XCTest, whose tests would never run: Tests/XCTMain.swift starts Swift Testing only",
                fix: "write the test with Swift Testing: import Testing")
        } else if !isAllowedSystemModule(module) {
            let allowed = layers.policy.layers(allowedToImport: module)
            let elsewhere = allowed.isEmpty ? "no layer may" : "allowed in \(allowed.joined(separator: ", "))"
            let own = layers.policy.layers[line.layer]?.systemModules.description ?? "nothing"
            report(
                .forbiddenSystemImport, "layer \(line.layer) may not import '\(module)'",
                fix: "\(line.layer) may import \(own); \(elsewhere)")
        }
        if declaration.isExposed, !(isPackageModule && declaration.isExported),
            !layers.policy.allows(line.layer, toExpose: module, ofLayer: layers.layer(of: module))
        {
            let keyword = declaration.isExported ? "@_exported" : declaration.accessLevel ?? "public"
            report(
                .publicImport,
                "'\(target.name)' exposes '\(module)' with '\(keyword) import', which layer \(line.layer) may not expose",
                fix: "\(line.layer) may expose \(exposedDescription(of: line.layer)); "
                    + "drop '\(keyword)', or add \(module) to the 'exposes' of \(line.layer) in Architecture.md")
        }
        if declaration.isTestable && !mayOpen(module) {
            report(
                .testableImport, "'@testable import \(module)' is allowed only in \(layers.testableHome(of: module))",
                fix: "import \(module) without @testable and use its public API")
        }
        return found
    }

    /// `@testable` opens a module to its own tests: `XTests` for `X`, and in a
    /// feature's test target the folder of the module's layer.
    private func mayOpen(_ module: String) -> Bool {
        guard target.isTest else { return false }
        guard let featureTests else { return target.name == module + "Tests" }
        return module == featureTests.feature + line.layer
    }

    private func exposedDescription(of layer: String) -> String {
        let exposes = layers.policy.layers[layer]?.exposes.sorted() ?? []
        return exposes.isEmpty ? "only the standard library" : exposes.joined(separator: ", ")
    }

    private func isAllowedSystemModule(_ module: String) -> Bool {
        if SystemModules.standardLibrary.contains(module) { return true }
        if line.isTest && SystemModules.testFrameworks.contains(module) { return true }
        return layers.policy.layers[line.layer]?.systemModules.allows(module) ?? false
    }
}
