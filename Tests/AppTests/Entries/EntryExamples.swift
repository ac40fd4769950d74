import Domain
import Foundation

/// What a person types for a feature's entries 1, 2 and 3 in an end-to-end
/// test, field by field, and what the list shows of each label: numbered,
/// so two entries differ in every field, and old enough that a day or a time
/// shows as its date, as typed. A reference names entry N of the feature it
/// refers to, which the session adds first (`EntrySession.referred`).
nonisolated struct EntryExamples: Sendable {
    let fields: [Field]

    /// Entry `number`'s text for `field`, as typed, and as the list shows it.
    static func example(of field: Field, _ number: Int) -> (typed: String, shown: String) {
        let day = String(format: "%04d-%02d-%02d", 2000 + number, number, number)
        switch field.kind {
        case .text: return ("Entry \(number)", "Entry \(number)")
        case .int: return (String(1000 + number), String(1000 + number))
        case .decimal(_, let scale):
            let text = String(1000 + number) + (scale > 0 ? "." + String(repeating: "0", count: scale) : "")
            return (text, text)
        case .date: return (day, day)
        case .time: return (day + "T10:00:00Z", day)
        case .bool: return number % 2 == 1 ? ("yes", "yes") : ("no", "no")
        case .choice(let cases): return (cases[(number - 1) % cases.count], cases[(number - 1) % cases.count])
        case .reference: return ("#\(number)", "Entry \(number)")
        }
    }

    /// Every field's text for entry `number`, in the fields' order.
    func typed(_ number: Int) -> [String] { fields.map { Self.example(of: $0, number).typed } }

    /// What the list shows of entry `number`'s label.
    func label(_ number: Int) -> String { fields.first.map { Self.example(of: $0, number).shown } ?? "" }

    /// `add` with every field of entry `number`, each value in quotes.
    func add(_ number: Int) -> String {
        "add " + zip(fields, typed(number)).map { "\($0.name)=\"\($1)\"" }.joined(separator: " ")
    }

    /// `edit N` giving the one numbered `row` the label of entry `number`.
    func edit(_ row: Int, toLabelOf number: Int) -> String {
        "edit \(row) \(fields[0].name)=\"\(typed(number)[0])\""
    }
}
