/// One field of `make feature FIELDS="…"`: `name:type`, with `?` for
/// optional. Checked whole before anything is written; each refusal is one
/// line saying why and what would be accepted.
public struct FieldSpec: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case text, int, date, time, bool
        case decimal(scale: Int)
        case choice([String])
        /// An entry of another feature, by the feature's name: `customer:Contacts`.
        case reference(FeatureName)
    }

    static let grammar =
        "name:type or name:type?, where type is text, int, decimal(S), date, time, bool, enum(a|b|c) or a feature's name"
    /// What a feature's fields are when FIELDS is not given: today's feature.
    public static let defaultFields = "title:text"
    /// Names the entity, its draft, its table or Swift's own protocols already use.
    static let taken: Set<String> = ["id", "createdAt", "version", "draft", "values", "fields", "hashValue"]
    /// Short enough that its column, in snake case, keeps within PostgreSQL's 63 bytes.
    static let longestName = 30

    let name: String
    let kind: Kind
    let isOptional: Bool
    /// What rows that exist take when `make field` adds this field, typed
    /// after `=`: `priority:int=0`. A feature's first fields have no rows to fill.
    let defaultValue: ColumnDefault?

    /// Every field of `text`, split at spaces or commas, in order.
    static func parse(_ text: String) throws(ScaffoldError) -> [FieldSpec] {
        let words = text.split { $0 == " " || $0 == "," || $0 == "\t" }.map(String.init)
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
        isOptional = type.hasSuffix("?")
        if isOptional { type = type.dropLast() }
        kind = try Self.kind(String(type), of: name)
        if let equals {
            defaultValue = try Self.columnDefault(String(word[word.index(after: equals)...]), of: name, kind)
        } else {
            defaultValue = nil
        }
    }

    private static func kind(_ type: String, of name: String) throws(ScaffoldError) -> Kind {
        switch type {
        case "text": return .text
        case "int": return .int
        case "date": return .date
        case "time": return .time
        case "bool": return .bool
        default: break
        }
        if let first = type.unicodeScalars.first, ("A"..."Z").contains(first) {
            return .reference(try FeatureName(type))
        }
        if type.hasPrefix("decimal("), type.hasSuffix(")") {
            guard let scale = Int(type.dropFirst(8).dropLast()), (0...17).contains(scale) else {
                throw ScaffoldError(
                    "'\(name):\(type)': the scale of decimal(S) is a number from 0 to 17, such as decimal(2)")
            }
            return .decimal(scale: scale)
        }
        if type.hasPrefix("enum("), type.hasSuffix(")") {
            let cases = type.dropFirst(5).dropLast().split(separator: "|", omittingEmptySubsequences: false).map(
                String.init)
            for value in cases {
                try validate(value, as: "case of '\(name)'")
                guard !["allCases", "rawValue", "init"].contains(value) else {
                    throw ScaffoldError("'\(value)' cannot be a case of '\(name)': a Swift enum already has it")
                }
            }
            guard cases.count >= 2 else {
                throw ScaffoldError(
                    "'\(name):\(type)' needs at least two cases, as enum(open|shipped); one is no choice")
            }
            guard Set(cases).count == cases.count else {
                throw ScaffoldError(
                    "'\(name):\(type)' names a case twice; each case is written once, as enum(open|shipped)")
            }
            return .choice(cases)
        }
        throw ScaffoldError("'\(name):\(type)' has an unknown type; write \(grammar)")
    }

    /// A lowerCamel Swift identifier that is no keyword.
    private static func validate(_ name: String, as role: String) throws(ScaffoldError) {
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
