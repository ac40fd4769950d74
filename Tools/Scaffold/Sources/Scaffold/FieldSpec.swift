/// One field of `make feature FIELDS="…"`: `name:type`, with `?` for
/// optional, a range for a number (`int(0...)`, `decimal(2,0...)`) and
/// `:unique` for a text or an int no two entries share. Checked whole before
/// anything is written; each refusal is one line saying why and what would be accepted.
public struct FieldSpec: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case text, int, date, time, bool
        case decimal(scale: Int)
        case choice([String])
        /// An entry of another feature, by the feature's name: `customer:Contacts`.
        case reference(FeatureName)
    }

    static let grammar =
        "name:type or name:type?, where type is text, int, decimal(S), date, time, bool, enum(a|b|c) or a feature's name, "
        + "an int or decimal may take a range, as int(0...) or decimal(2,0...99.99), and a text or int :unique"
    /// What a feature's fields are when FIELDS is not given: today's feature.
    public static let defaultFields = "title:text"
    /// Names the entity, its draft, its table or Swift's own protocols already use.
    static let taken: Set<String> = ["id", "createdAt", "version", "draft", "values", "fields", "hashValue"]
    /// Short enough that its column, in snake case, keeps within PostgreSQL's 63 bytes.
    static let longestName = 30

    let name: String
    let kind: Kind
    let isOptional: Bool
    /// The range a number field declares (`int(1...99)`); nil for its kind's own limits.
    let bounds: Bounds?
    /// No two entries hold the same value: `code:text:unique`.
    let isUnique: Bool
    /// What rows that exist take when `make field` adds this field, typed
    /// after `=`: `priority:int=0`. A feature's first fields have no rows to fill.
    let defaultValue: ColumnDefault?

    /// Every field of `text`, split at spaces or commas, in order.
    static func parse(_ text: String) throws(ScaffoldError) -> [FieldSpec] {
        let words = words(of: text)
        guard !words.isEmpty else { throw ScaffoldError("FIELDS is empty: give at least one \(grammar)") }
        var fields: [FieldSpec] = []
        for word in words {
            let field = try FieldSpec(word)
            guard field.defaultValue == nil else {
                throw ScaffoldError(
                    "'\(word)': a default is for make field, which adds a field to rows that exist; a new feature has none"
                )
            }
            guard !fields.contains(where: { $0.name == field.name }) else {
                throw ScaffoldError("FIELDS names '\(field.name)' twice; each field needs a name of its own")
            }
            fields.append(field)
        }
        return fields
    }

    /// `text` split at spaces, tabs and commas, but not at a comma inside
    /// parentheses, as `decimal(2,0...)`'s: strata.json's steps join a
    /// feature's fields with commas.
    private static func words(of text: String) -> [String] {
        var (words, word, depth) = ([String](), "", 0)
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == " " || character == "\t" || (character == "," && depth <= 0) {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        return word.isEmpty ? words : words + [word]
    }

    init(_ word: String) throws(ScaffoldError) {
        guard let colon = word.firstIndex(of: ":") else {
            throw ScaffoldError("'\(word)' is not a field: write \(Self.grammar)")
        }
        let equals = word[colon...].firstIndex(of: "=")
        name = String(word[..<colon])
        try Self.validate(name, as: "field name")
        guard !Self.taken.contains(name) else {
            throw ScaffoldError("'\(name)' is taken: every entry has an id, a version and createdAt; choose another")
        }
        var type = word[word.index(after: colon)..<(equals ?? word.endIndex)]
        isUnique = type.hasSuffix(":unique")
        if isUnique { type = type.dropLast(7) }
        guard !type.contains(":") else {
            throw ScaffoldError("'\(word)': after the type comes :unique or nothing, as code:text:unique")
        }
        isOptional = type.hasSuffix("?")
        if isOptional { type = type.dropLast() }
        (kind, bounds) = try Self.kind(String(type), of: name)
        if isUnique, kind != .text, kind != .int {
            throw ScaffoldError("'\(word)': only a text or an int can be unique, as code:text:unique")
        }
        if let equals {
            defaultValue = try Self.columnDefault(
                String(word[word.index(after: equals)...]), of: name, kind, within: bounds)
        } else {
            defaultValue = nil
        }
    }

    /// A lowerCamel Swift identifier that is no keyword.
    static func validate(_ name: String, as role: String) throws(ScaffoldError) {
        let isLetter = { (scalar: Unicode.Scalar) in ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
            name.unicodeScalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) })
        else {
            throw ScaffoldError(
                "'\(name)' is not a valid \(role): write lowerCamel ASCII letters and digits, such as placedOn")
        }
        // Contextual keywords such as `open` and `some` name cases and properties well.
        guard name.count <= longestName else {
            throw ScaffoldError(
                "'\(name)' is not a valid \(role): it has \(name.count) characters, at most \(longestName)")
        }
        guard !SwiftIdentifier.keywords.subtracting(["open", "some", "any", "async"]).contains(name) else {
            throw ScaffoldError("'\(name)' is not a valid \(role): it is a Swift keyword")
        }
    }
}
