/// The test targets a change can break: those that own a changed file, and
/// those that depend, through any chain of targets (a feature's modules, the
/// executable, a test helper that launches it), on a target that does. A changed manifest can change any
/// target, and a changed test entry point (`Tests/XCTMain.swift`) starts
/// every test binary, so either selects every test target; any other file
/// outside every target (documentation, another package's sources) selects none.
public enum AffectedTests {
    /// The sorted names of the test targets to run for `changedPaths`,
    /// relative to the package root as `git diff --name-only` prints them.
    public static func testTargets(in manifest: PackageManifest, changedPaths: [String]) -> [String] {
        let paths = changedPaths.map { ManifestTarget.normalized(String(Substring($0).trimmingSpaces)) }
            .filter { !$0.isEmpty }
        if paths.contains(where: selectsEverything) {
            return manifest.targets.filter(\.isTest).map(\.name).sorted()
        }
        var affected = Set(paths.flatMap { owners(of: $0, in: manifest) })
        var dependents: [String: [String]] = [:]
        for target in manifest.targets {
            for dependency in Set(target.dependencies) { dependents[dependency, default: []].append(target.name) }
        }
        var pending = Array(affected)
        while let name = pending.popLast() {
            for dependent in dependents[name] ?? [] where affected.insert(dependent).inserted {
                pending.append(dependent)
            }
        }
        return manifest.targets.filter { $0.isTest && affected.contains($0.name) }.map(\.name).sorted()
    }

    /// The target whose folder holds the file most closely (several only if
    /// they share a folder), or none.
    static func owners(of path: String, in manifest: PackageManifest) -> [String] {
        let depths = manifest.targets.compactMap { target in target.depth(ofOwning: path).map { (target.name, $0) } }
        guard let deepest = depths.map(\.1).max() else { return [] }
        return depths.filter { $0.1 == deepest }.map(\.0)
    }

    /// Whether `path` is a manifest or a test entry point, which select every test target.
    static func selectsEverything(_ path: String) -> Bool {
        isManifest(path) || isTestEntryPoint(path)
    }

    /// The file SwiftPM on Linux takes as every test binary's entry point.
    private static func isTestEntryPoint(_ path: String) -> Bool {
        path == "Tests/XCTMain.swift" || path == "Tests/LinuxMain.swift"
    }

    /// `Package.swift`, a version-specific `Package@swift-6.0.swift`, or the
    /// pinned versions in `Package.resolved`.
    private static func isManifest(_ path: String) -> Bool {
        path == "Package.swift" || path == "Package.resolved"
            || (path.hasPrefix("Package@swift-") && path.hasSuffix(".swift") && !path.contains("/"))
    }
}
