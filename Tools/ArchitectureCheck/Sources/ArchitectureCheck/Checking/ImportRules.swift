/// The rules for one file's imports: each names a declared dependency or an
/// allowed system module, never re-exports a package module, reaches no other
/// feature's module, exposes only what the layer may expose, and opens a
/// module with `@testable` only from that module's own test target.
enum ImportRules {
    static func violations(in file: ScannedFile, layers: PackageLayers) -> [Violation] {
        guard let target = layers.targets[file.target], let layer = layers.layers[file.target] else { return [] }
        var found: [Violation] = []
        for declaration in file.imports where declaration.module != target.name {
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
                        layers.allows(target.name, toUse: module) && layers.featureAllows(target.name, toUse: module)
                        ? "add \"\(module)\" to the dependencies of '\(target.name)' in Package.swift"
                        : "\(layer.layer) may use \(layers.usableLayersDescription(for: target.name)); remove the import"
                    report(
                        .undeclaredImport,
                        "'\(target.name)' imports '\(module)', which is not one of its declared dependencies",
                        fix: fix)
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
            } else if layer.isTest && module == "XCTest" {
                report(
                    .forbiddenSystemImport,
                    "'\(target.name)' imports XCTest, whose tests would never run: Tests/XCTMain.swift starts Swift Testing only",
                    fix: "write the test with Swift Testing: import Testing")
            } else if !isAllowedSystemModule(module, layer: layer, policy: layers.policy) {
                let allowed = layers.policy.layers(allowedToImport: module)
                let elsewhere = allowed.isEmpty ? "no layer may" : "allowed in \(allowed.joined(separator: ", "))"
                let own = layers.policy.layers[layer.layer]?.systemModules.description ?? "nothing"
                report(
                    .forbiddenSystemImport, "layer \(layer.layer) may not import '\(module)'",
                    fix: "\(layer.layer) may import \(own); \(elsewhere)")
            }
            if declaration.isExposed, !(isPackageModule && declaration.isExported),
                !layers.policy.allows(layer.layer, toExpose: module, ofLayer: layers.layers[module]?.layer)
            {
                let keyword = declaration.isExported ? "@_exported" : declaration.accessLevel ?? "public"
                report(
                    .publicImport,
                    "'\(target.name)' exposes '\(module)' with '\(keyword) import', which layer \(layer.layer) may not expose",
                    fix: "\(layer.layer) may expose \(exposedDescription(of: layer.layer, in: layers.policy)); "
                        + "drop '\(keyword)', or add \(module) to the 'exposes' of \(layer.layer) in Architecture.md")
            }
            if declaration.isTestable && !(target.isTest && target.name == module + "Tests") {
                report(
                    .testableImport, "'@testable import \(module)' is allowed only in \(module)Tests",
                    fix: "import \(module) without @testable and use its public API")
            }
        }
        return found
    }

    private static func exposedDescription(of layer: String, in policy: LayerPolicy) -> String {
        let exposes = policy.layers[layer]?.exposes.sorted() ?? []
        return exposes.isEmpty ? "only the standard library" : exposes.joined(separator: ", ")
    }

    private static func isAllowedSystemModule(_ module: String, layer: TargetLayer, policy: LayerPolicy) -> Bool {
        if SystemModules.standardLibrary.contains(module) { return true }
        if layer.isTest && SystemModules.testFrameworks.contains(module) { return true }
        return policy.layers[layer.layer]?.systemModules.allows(module) ?? false
    }
}
