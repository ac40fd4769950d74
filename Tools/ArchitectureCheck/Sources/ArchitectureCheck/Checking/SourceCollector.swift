import Foundation

/// Finds and scans every Swift file of the given targets. Targets are
/// scanned in parallel because reading thousands of small files dominates
/// the cost of a check.
enum SourceCollector {
    static func scan(_ targets: [ManifestTarget], root: String) async -> [ScannedFile] {
        await withTaskGroup(of: [ScannedFile].self) { group in
            for target in targets {
                group.addTask { scan(target, root: root) }
            }
            var files: [ScannedFile] = []
            for await scanned in group { files.append(contentsOf: scanned) }
            return files
        }
    }

    private static func scan(_ target: ManifestTarget, root: String) -> [ScannedFile] {
        swiftFiles(of: target, root: root).compactMap { path in
            guard let data = FileManager.default.contents(atPath: root + "/" + path) else { return nil }
            let imports = ImportScanner.imports(in: LexedSource(bytes: Array(data)))
            return ScannedFile(path: path, target: target.name, imports: imports)
        }
    }

    /// Paths relative to the package root, skipping what the target excludes.
    static func swiftFiles(of target: ManifestTarget, root: String) -> [String] {
        let directory = root + "/" + target.path
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        let excluded = target.exclude.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            if excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { continue }
            files.append(target.path + "/" + relative)
        }
        return files
    }
}
