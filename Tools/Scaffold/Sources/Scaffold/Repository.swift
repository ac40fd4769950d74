public import Foundation

/// The template's folder as the generators see it: files read by path relative to the root.
public struct Repository: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The layers, in order, each with its sources under `Sources/<layer>` and tests under `Tests/<layer>Tests`.
    static let layers = ["Domain", "Application", "Infrastructure", "Interface", "App"]
    /// Every module of the package: the layers and the system libraries Infrastructure wraps.
    static let modules = layers + ["CSQLite", "CLibPQ", "CCurl"]

    func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url(path).path)
    }

    func read(_ path: String) throws(ScaffoldError) -> String {
        do {
            return try String(contentsOf: url(path), encoding: .utf8)
        } catch {
            throw ScaffoldError("\(path): cannot be read; run this from the root of the template")
        }
    }

    /// Every file below `folder` whose name ends in `suffix`, relative to the root, sorted.
    /// Folders are left out: an empty suffix matches them too, and they cannot be read.
    func files(under folder: String, endingIn suffix: String) -> [String] {
        files(in: folder).filter { $0.hasSuffix(suffix) }.map { folder + "/" + $0 }
    }

    /// Every file below `folder`, of any kind, relative to `folder`, sorted.
    func files(in folder: String) -> [String] {
        entries(in: folder).filter { !$0.isFolder }.map(\.path)
    }

    /// Every file and folder below `folder`, relative to it and sorted, but no
    /// entry at its top whose name starts with `.build`, and nothing below a
    /// link to a folder.
    ///
    /// A walk folder by folder: FileManager's enumerator and its
    /// `subpathsOfDirectory` rework each path they list as a string, which was
    /// a tenth of the generators' tests' time.
    func entries(in folder: String) -> [(path: String, isFolder: Bool)] {
        var entries: [(path: String, isFolder: Bool)] = []
        func walk(_ relative: String) {
            let path = url(folder).path + relative
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                if relative.isEmpty, name.hasPrefix(".build") { continue }
                let child = (relative: relative + "/" + name, path: path + "/" + name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder) else { continue }
                entries.append((String(child.relative.dropFirst()), isFolder.boolValue))
                if isFolder.boolValue, !isLink(child.path) { walk(child.relative) }
            }
        }
        walk("")
        return entries.sorted { $0.path < $1.path }
    }

    private func isLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type]) as? FileAttributeType == .typeSymbolicLink
    }

    /// The package's name and its executable product's, as `Package.swift` declares them.
    public func packageNames() throws(ScaffoldError) -> (package: String, executable: String) {
        let manifest = try read("Package.swift")
        guard let call = manifest.range(of: "Package(")?.upperBound,
            let package = String(manifest[call...]).firstQuoted(after: "name: "),
            let executable = manifest.firstQuoted(after: ".executable(name: ")
        else {
            throw ScaffoldError("Package.swift: cannot find the package's name and its executable product")
        }
        return (package, executable)
    }
}

extension String {
    /// The text between the quotes that follow `prefix`, as in `name: "Strata"`.
    func firstQuoted(after prefix: String) -> String? {
        guard let start = range(of: prefix + "\"")?.upperBound,
            let end = self[start...].firstIndex(of: "\"")
        else { return nil }
        return String(self[start..<end])
    }
}
