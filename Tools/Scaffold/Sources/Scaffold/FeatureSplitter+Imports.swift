import Foundation

/// What a file of a feature being split imports: the feature's own modules
/// where it names their types, and of the layers' modules only the cores it
/// still uses, at the access its declarations need.
extension FeatureSplitter {
    /// The file importing the feature's modules in place of the layers' where
    /// it names their types, and each core it uses a name of: publicly where a
    /// public declaration names one, for the package where a package one does,
    /// as a core used only inside needs no more.
    func rewrite(
        _ path: String, of ownLayer: String, isTest: Bool, feature: String, core: [String: Set<String>],
        owned: [String: Set<String>]
    ) throws(ScaffoldError) -> String {
        let text = try repository.read(path)
        let used = Self.identifiers(in: text)
        var lines = text.lines
        // A public protocol's requirements are public without the word.
        var inPublicProtocol = false
        let declared = lines.filter { line in
            if line.hasPrefix("public protocol ") { inPublicProtocol = true }
            if line == "}" { inPublicProtocol = false }
            let trimmed = line.trimmed
            return inPublicProtocol || ["public ", "case "].contains { trimmed.hasPrefix($0) }
        }
        let usedPublicly = Self.identifiers(in: declared.joined(separator: "\n"))
        // A declaration for the package, after any attribute or modifier; not an import of one.
        // An extension that declares one names its type at that access too: `extension EntryTable<Draft<…>>`.
        let packageLines = lines.filter { line in
            let trimmed = " " + line.trimmed
            return trimmed.contains(" package ") && !trimmed.contains(" import ")
        }
        let extensions = packageLines.isEmpty ? [] : lines.filter { $0.hasPrefix("extension ") }
        let usedInPackage = Self.identifiers(in: (packageLines + extensions).joined(separator: "\n"))
        var imported: Set<String> = []
        // Built once: a regex literal is compiled each time it is evaluated.
        let importLine = #/((?:public |package |@testable )?import) (\w+)/#
        for (index, line) in lines.enumerated().reversed() {
            guard let match = line.wholeMatch(of: importLine),
                Self.layers.contains(String(match.output.2)), owned[feature + String(match.output.2)] != nil
            else { continue }
            let layer = String(match.output.2)
            imported.insert(layer)
            // A folder feature's file imports its layer for the core alone where it names none of its own types.
            if !isTest, used.isDisjoint(with: owned[feature + layer] ?? []) {
                lines.remove(at: index)
            } else {
                lines[index] = "\(match.output.1) \(feature)\(layer)"
            }
        }
        // A test may use its layer's core by members alone (`.done`, `.plain`), which
        // names no type, and the layer's module used to bring them; so a file of tests
        // keeps it where Package.swift gives the test target that core. A fake beside
        // the tests holds none, and imports only the cores whose names it uses.
        let holdsTests = isTest && lines.contains("import Testing")
        var added: [String] = []
        for layer in Self.layers where layer == ownLayer || imported.contains(layer) {
            let keepsCore =
                holdsTests && layer == ownLayer && imported.contains(layer) && Self.testsWithCore.contains(layer)
            let usesCore = !used.isDisjoint(with: core[layer] ?? []) || keepsCore
            let access =
                !usedPublicly.isDisjoint(with: core[layer] ?? [])
                ? "public " : !usedInPackage.isDisjoint(with: core[layer] ?? []) ? "package " : ""
            if usesCore { added.append("\(access)import \(layer)") }
        }
        return Self.adding(imports: added, to: lines.joined(separator: "\n"))
    }

    /// An App file that uses the feature, importing the feature's modules it
    /// uses and, of the layers' modules, only those it still uses; nil when the
    /// file does not use the feature.
    static func composing(_ feature: String, in text: String, owned: [String: Set<String>], core: [String: Set<String>])
        -> String?
    {
        let used = identifiers(in: text)
        let features = layers.filter { !used.isDisjoint(with: owned[feature + $0] ?? []) }
        guard !features.isEmpty else { return nil }
        let importLine = #/import (\w+)/#
        let lines = text.lines.filter { line in
            guard let match = line.wholeMatch(of: importLine), layers.contains(String(match.output.1)) else {
                return true
            }
            return !used.isDisjoint(with: core[String(match.output.1)] ?? [])
        }
        return adding(imports: features.map { "import \(feature)\($0)" }, to: lines.joined(separator: "\n"))
    }

    /// Every capitalised word of the text: the type names it may use. Split by
    /// hand, as Unicode's word boundaries would keep `CommandError.usage` whole.
    static func identifiers(in text: String) -> Set<String> {
        // A comment names types as prose does, as a core type's example names a feature's: no dependency.
        let code = text.lines.filter { !$0.trimmed.hasPrefix("//") }.joined(separator: "\n")
        let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return Set(words.filter { $0.first?.isUppercase == true }.map(String.init))
    }

    /// Adds import lines at the top; swift format sorts them afterwards.
    static func adding(imports: [String], to text: String) -> String {
        let lines = Set(text.lines)
        let missing = imports.filter { !lines.contains($0) }
        return missing.isEmpty ? text : missing.joined(separator: "\n") + "\n" + text
    }
}
