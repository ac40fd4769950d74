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
        guard let enumerator = FileManager.default.enumerator(atPath: url(folder).path) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { !$0.hasPrefix(".build") && isFile(folder + "/" + $0) }
            .sorted()
    }

    private func isFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url(path).path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    /// The names of every type declared or extended in Sources and Tests, to keep generated ones from clashing.
    func declaredTypeNames() throws(ScaffoldError) -> Set<String> {
        var names: Set<String> = []
        for path in files(under: "Sources", endingIn: ".swift") + files(under: "Tests", endingIn: ".swift") {
            names.formUnion(Self.typeNames(declaredIn: try read(path), including: ["extension"]))
        }
        return names
    }

    /// Every top-level type below Sources and Tests, with its kind (`struct`,
    /// `enum`, `protocol`, `actor`, `class`, or `final class`) and the file that
    /// declares it; extensions are not declarations.
    func declarations() throws(ScaffoldError) -> [String: (kind: String, path: String)] {
        var found: [String: (kind: String, path: String)] = [:]
        for path in files(under: "Sources", endingIn: ".swift") + files(under: "Tests", endingIn: ".swift") {
            for line in try read(path).split(separator: "\n") {
                guard let name = Self.typeNames(declaredIn: String(line)).first else { continue }
                let words = line.split(separator: " ")
                guard
                    let keyword = words.first(where: { ["struct", "enum", "protocol", "actor", "class"].contains($0) })
                else { continue }
                found[name] = (keyword == "class" && words.contains("final") ? "final class" : String(keyword), path)
            }
        }
        return found
    }

    /// The names each top-level declaration in `text` gives, one a line and
    /// unindented as swift-format leaves them: nested types cannot clash, and
    /// comments, which name keywords in prose, are skipped.
    static func typeNames(declaredIn text: String, including extra: Set<Substring> = []) -> [String] {
        typeDeclarations(in: text, including: extra).map(\.name)
    }

    /// The names `typeNames(declaredIn:)` finds, each with whether it is declared
    /// `private` or `fileprivate`. At the top level both keep a type to its file:
    /// no other file can use it, and another file may declare a private type of
    /// the same name; only a type other files can see clashes with it.
    static func typeDeclarations(in text: String, including extra: Set<Substring> = [])
        -> [(name: String, isFilePrivate: Bool)]
    {
        let keywords = extra.union(["struct", "class", "enum", "protocol", "actor", "typealias"])
        // Split as bytes: this reads every file of the package, and most lines are
        // turned away by their first byte, so no line is broken into characters for nothing.
        return text.utf8.split(separator: UInt8(ascii: "\n")).compactMap { bytes in
            // A declaration starts with a keyword, a modifier or an attribute, never a comment or a brace.
            guard let first = bytes.first, isASCIILetter(first) || first == UInt8(ascii: "@") else { return nil }
            // Most lines that pass start with `let`, `func` or `import`: turned away by their first word.
            let head = Substring(bytes.prefix { isASCIILetter($0) })
            guard first == UInt8(ascii: "@") || keywords.contains(head) || modifiers.contains(head) else { return nil }
            let line = Substring(bytes)
            let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "/" || $0 == "@") }
            guard let index = words.firstIndex(where: keywords.contains), index + 1 < words.count,
                words[..<index].allSatisfy({ !$0.hasPrefix("/") && (modifiers.contains($0) || $0.hasPrefix("@")) })
            else { return nil }
            let isFilePrivate = words[..<index].contains { $0 == "private" || $0 == "fileprivate" }
            return (String(words[index + 1]), isFilePrivate)
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static let modifiers: Set<Substring> = [
        "public", "private", "fileprivate", "internal", "package", "final", "nonisolated", "indirect",
    ]

    /// The tables, indexes, triggers and functions the sources create, in any feature's schema, which
    /// share one namespace, so a new feature's cannot take one's name.
    func tableNames() throws(ScaffoldError) -> Set<String> {
        var texts: [String] = []
        for path in files(under: "Sources", endingIn: ".swift") { texts.append(try read(path)) }
        return Self.schemaObjects(in: texts)
    }

    /// The names every `CREATE` in `texts` gives a table, an index, a trigger or a function.
    static func schemaObjects(in texts: [String]) -> Set<String> {
        // Built once: a regex literal is compiled each time it is evaluated.
        let create = #/CREATE (?:VIRTUAL TABLE|TABLE|INDEX|TRIGGER|FUNCTION) (?:IF NOT EXISTS )?"?(\w+)/#
        // The regex tried only where a CREATE starts: run at every position of every file, it was
        // a sixteenth of the generators' tests' time.
        var names: Set<String> = []
        for text in texts {
            var end = text.startIndex
            // As matches(of:) does, no match starts inside the one before.
            for start in text.ranges(of: "CREATE ") where start.lowerBound >= end {
                guard let match = text[start.lowerBound...].prefixMatch(of: create) else { continue }
                names.insert(String(match.output.1))
                end = match.range.upperBound
            }
        }
        return names
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
