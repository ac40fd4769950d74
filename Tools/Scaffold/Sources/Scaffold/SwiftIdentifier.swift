/// The rules a name must follow to become a Swift type, a module or a package name.
///
/// Deliberately narrower than Swift itself: ASCII letters and digits, starting
/// with an upper-case letter, so the name is also a valid folder, product and
/// command word on every platform, and passes swift-format's naming rules.
enum SwiftIdentifier {
    /// Words that cannot name a type, or that would shadow one every file relies on.
    static let reserved: Set<String> = [
        "Any", "Self", "Type", "Protocol", "Never", "Error", "String", "Int", "Bool", "Array", "Dictionary",
        "Optional", "Result", "Set", "Sendable", "Equatable", "Hashable", "Character", "Double", "Void",
        "Swift", "Foundation", "Testing", "XCTest", "Dispatch", "Glibc", "Darwin", "Observation",
        "Synchronization", "PackageDescription",
    ]

    /// Swift's keywords: a name whose first letter lowered is one cannot name a variable.
    static let keywords: Set<String> = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
        "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import",
        "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch", "throw",
        "throws", "true", "try", "typealias", "var", "where", "while", "any", "some", "await", "async",
    ]

    /// Checks `name`; the error says what is wrong and, where it can, a name that would do.
    static func validate(_ name: String, as role: String) throws(ScaffoldError) {
        guard !name.isEmpty else {
            throw ScaffoldError("a \(role) is required, such as NAME=\(role == "feature name" ? "Orders" : "Acme")")
        }
        let suggestion = suggest(for: name)
        let hint = suggestion.map { " (try '\($0)')" } ?? ""
        guard name.unicodeScalars.allSatisfy({ $0.isASCIILetterOrDigit }) else {
            throw ScaffoldError("'\(name)' is not a valid \(role): use only the letters A-Z, a-z and digits\(hint)")
        }
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else {
            throw ScaffoldError("'\(name)' is not a valid \(role): it must start with an upper-case letter\(hint)")
        }
        guard !reserved.contains(name), !keywords.contains(name.prefix(1).lowercased() + name.dropFirst()) else {
            throw ScaffoldError("'\(name)' is not a valid \(role): Swift or the toolchain already uses that name")
        }
    }

    /// A valid name close to `name`: its words capitalized and joined, with a
    /// leading digit moved behind a letter; nil when nothing usable is left.
    static func suggest(for name: String) -> String? {
        let words = name.unicodeScalars.split { !$0.isASCIILetterOrDigit }.map { String(Substring($0)) }
        var joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.unicodeScalars.first else { return nil }
        if ("0"..."9").contains(first) { joined = "App" + joined }
        return reserved.contains(joined) ? nil : joined
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetterOrDigit: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
    }
}
