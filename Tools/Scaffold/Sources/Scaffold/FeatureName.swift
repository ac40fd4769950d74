import Foundation

/// The name of a feature and every name derived from it.
///
/// `Orders` names the feature, its folders and its types (`OrdersStore`,
/// `OrdersService`, …); its singular, `Order`, names the Domain entity; its
/// lower-case form, `orders`, is the command that shows it and the name of
/// its table.
public struct FeatureName: Equatable, Sendable {
    public let name: String
    public let singular: String

    public init(_ name: String) throws(ScaffoldError) {
        try SwiftIdentifier.validate(name, as: "feature name")
        self.name = name
        singular = Self.singular(of: name)
        let item = Self.lowerCamel(singular)
        guard !SwiftIdentifier.keywords.contains(item) else {
            throw ScaffoldError("'\(name)' is not a valid feature name: its singular, '\(item)', is a Swift keyword")
        }
    }

    /// The word the user types.
    public var command: String { name.lowercased() }

    /// The feature's table in the App's database. Its key in `schema_versions`
    /// is `name`, the type name, which no rename changes.
    public var table: String { Self.words(of: name).joined(separator: "_") }

    /// What each `{{token}}` in a template stands for; `OrderLines` gives
    /// `OrderLines`, `OrderLine`, `orderLines`, `orderLine`, `orderlines`,
    /// `order_lines`, and in prose `order lines`, `order line`, `Order lines`,
    /// `Order line` and, with its article, `an order line`.
    var tokens: [String: String] {
        let words = Self.words(of: name).joined(separator: " ")
        let word = Self.words(of: singular).joined(separator: " ")
        return [
            "Name": name, "Item": singular, "name": Self.lowerCamel(name), "item": Self.lowerCamel(singular),
            "command": command, "table": table, "words": words, "word": word, "aWord": Self.article(of: word) + word,
            "Words": words.prefix(1).uppercased() + words.dropFirst(),
            "Word": word.prefix(1).uppercased() + word.dropFirst(),
        ]
    }

    /// "an " before a vowel's letter, "a " otherwise: as a name is spelled,
    /// which is right for most names a team gives (not for "hour", "user" or
    /// an acronym such as "HTTP log").
    static func article(of word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an " : "a "
    }

    /// `text` with every known `{{token}}` replaced.
    func fill(_ text: String) -> String {
        TemplateTokens(tokens).fill(text)
    }

    /// The name's words in lower case: `OrderLines` → `order`, `lines`; `HTTPLogs` → `http`, `logs`.
    static func words(of name: String) -> [String] {
        let letters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, letter) in letters.enumerated() {
            let previous = index > 0 ? letters[index - 1] : nil
            let next = index + 1 < letters.count ? letters[index + 1] : nil
            // A capital starts a word after a small letter or a digit, and ends an acronym before a small letter.
            let startsWord =
                letter.isUppercase
                && (previous.map { $0.isLowercase || $0.isNumber } == true
                    || (previous?.isUppercase == true && next?.isLowercase == true))
            if startsWord, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(letter)
        }
        return current.isEmpty ? words : words + [current.lowercased()]
    }

    /// `OrderLines` → `orderLines`: the first word lowered, the rest as they are.
    static func lowerCamel(_ name: String) -> String {
        let first = words(of: name).first ?? name.lowercased()
        return first + name.dropFirst(first.count)
    }

    /// Plural endings whose singular the rules below would misspell, lower case.
    static let irregular: [(String, String)] = [
        ("movies", "movie"), ("cookies", "cookie"), ("series", "series"), ("species", "species"), ("news", "news"),
        ("statuses", "status"), ("buses", "bus"), ("quizzes", "quiz"), ("caches", "cache"), ("niches", "niche"),
        ("people", "person"), ("children", "child"), ("indices", "index"), ("analyses", "analysis"),
    ]

    /// English plurals by their commonest endings: `Categories` → `Category`,
    /// `Boxes` → `Box`, `Orders` → `Order`. A name that does not end like a
    /// plural (`Billing`, `Status`, `Address`) is its own singular.
    static func singular(of name: String) -> String {
        let lower = name.lowercased()
        // Endings the rules below would get wrong, checked first.
        for (plural, single) in irregular where lower.hasSuffix(plural) {
            // The word keeps the case it had: `UserCaches` → `UserCache`.
            let capital = name.suffix(plural.count).first?.isUppercase == true
            let first = capital ? single.prefix(1).uppercased() : String(single.prefix(1))
            return String(name.dropLast(plural.count)) + first + single.dropFirst()
        }
        func drop(_ count: Int, adding suffix: String = "") -> String { String(name.dropLast(count)) + suffix }
        if lower.count > 4, lower.hasSuffix("ies") { return drop(3, adding: "y") }
        for ending in ["sses", "shes", "ches", "xes", "zes"] where lower.hasSuffix(ending) && lower.count > ending.count
        {
            return drop(2)
        }
        for ending in ["ss", "us", "is", "ics"] where lower.hasSuffix(ending) { return name }
        if lower.count > 1, lower.hasSuffix("s") { return drop(1) }
        return name
    }
}
