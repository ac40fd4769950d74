import Foundation

/// The example values end-to-end tests type for a feature's fields: numbered,
/// so two entries differ in every field, and old enough that a day or a time
/// shows as its date, as typed.
extension FieldSpec {
    /// What a person types for entry `number`, and what the list shows for it.
    func example(_ number: Int) -> (typed: String, shown: String) {
        let day = String(format: "%04d-%02d-%02d", 2000 + number, number, number)
        switch kind {
        case .text: return ("Entry \(number)", "Entry \(number)")
        case .int: return (String(1000 + number), String(1000 + number))
        case .decimal(let scale):
            let text = String(1000 + number) + (scale > 0 ? "." + String(repeating: "0", count: scale) : "")
            return (text, text)
        case .date: return (day, day)
        case .time: return (day + "T10:00:00Z", day)
        case .bool: return number % 2 == 1 ? ("yes", "yes") : ("no", "no")
        case .choice(let cases): return (cases[(number - 1) % cases.count], cases[(number - 1) % cases.count])
        // The end-to-end tests add the other feature's entries 1 to 3 first; its label is its examples'.
        case .reference: return ("#\(number)", "Entry \(number)")
        }
    }

    /// The field's examples for entries 1 to 3, as a Swift list: `{{fieldExamples}}`.
    var examples: String { (1...3).map { "#\"\(example($0).typed)\"#" }.joined(separator: ", ") }

    /// The tokens of a feature's examples: `{{label}}` names its first
    /// field, and `{{label3}}` is what the list shows of entry 3's.
    static func exampleTokens(of fields: [FieldSpec]) -> [String: String] {
        guard let label = fields.first else { return [:] }
        return ["label": label.name, "label2": label.example(2).shown, "label3": label.example(3).shown]
    }
}
