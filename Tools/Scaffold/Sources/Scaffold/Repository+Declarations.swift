import Foundation

/// What the sources already declare, read so that a generator never writes a
/// name that would clash: types, and the objects the schemas create.
extension Repository {
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
            for line in try read(path).lines {
                guard let name = Self.typeNames(declaredIn: line).first else { continue }
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
        // This reads every file of the package, and most lines are turned away by
        // their first byte, so no line is broken into characters for nothing.
        return text.lines.compactMap { line in
            // A declaration starts with a keyword, a modifier or an attribute, never a comment or a brace.
            guard let first = line.utf8.first, isASCIILetter(first) || first == UInt8(ascii: "@") else { return nil }
            // Most lines that pass start with `let`, `func` or `import`: turned away by their first word.
            let head = Substring(line.utf8.prefix { isASCIILetter($0) })
            guard first == UInt8(ascii: "@") || keywords.contains(head) || modifiers.contains(head) else { return nil }
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
        return Self.schemaObjects(in: texts).union(entryTableObjects(in: texts))
    }

    /// Where the core writes the steps every `EntryTable` starts with, its name in place of `\(table)`.
    static let entryTableSteps = "Sources/Infrastructure/Entries/EntryTableSteps.swift"

    /// The names the core's steps create for each `EntryTable`'s `name: "…"` in
    /// `texts`: its table, its count, their index and triggers. Read from
    /// the core, so a step added there is checked too.
    func entryTableObjects(in texts: [String]) -> Set<String> {
        guard let steps = try? read(Self.entryTableSteps) else { return [] }
        // Built once: a regex literal is compiled each time it is evaluated.
        // Code, not a comment's example: a line of its own, indented.
        let declared = #/\n[ \t]*name: "(\w+)", versionedAs:/#
        let names = texts.filter { $0.holds("EntryTable(") }.flatMap { $0.matches(of: declared).map(\.output.1) }
        return Self.schemaObjects(in: names.map { steps.replacingOccurrences(of: "\\(table)", with: $0) })
    }

    /// The names every `CREATE` in `texts` gives a table, an index, a trigger or a function.
    static func schemaObjects(in texts: [String]) -> Set<String> {
        // Built once: a regex literal is compiled each time it is evaluated.
        let create = #/CREATE (?:VIRTUAL TABLE|TABLE|INDEX|TRIGGER|FUNCTION) (?:IF NOT EXISTS )?"?(\w+)/#
        // The regex tried only where a CREATE starts (run at every position of every file, it was
        // a sixteenth of the generators' tests' time), and only in the few files that hold one:
        // ranges(of:) walks a file byte by byte in the generators' debug builds.
        var names: Set<String> = []
        for text in texts where text.holds("CREATE ") {
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
}
