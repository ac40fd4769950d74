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
        case .int(let range):
            let value = String(within(range, 1000 + Int64(number), number))
            return (value, value)
        case .decimal(_, let scale, let units):
            let step = (0..<scale).reduce(Int64(1)) { power, _ in power * 10 }
            let text = ExactDecimal(units: within(units, (1000 + Int64(number)) * step, number), scale: scale)
                .description
            return (text, text)
        case .date: return (day, day)
        case .time: return (day + "T10:00:00Z", day)
        case .bool: return number % 2 == 1 ? ("yes", "yes") : ("no", "no")
        case .choice(let cases): return (cases[(number - 1) % cases.count], cases[(number - 1) % cases.count])
        case .reference: return ("#\(number)", "Entry \(number)")
        }
    }

    /// `preferred` when `range` holds it, or else the `number`th value from
    /// its least: a declared range's entries differ as long as it has room.
    private static func within(_ range: ClosedRange<Int64>, _ preferred: Int64, _ number: Int) -> Int64 {
        guard !range.contains(preferred) else { return preferred }
        let room = range.upperBound - range.lowerBound
        return range.lowerBound + (room < Int64(number) ? 0 : Int64(number))
    }

    /// What the JSON view writes for `field` of entry `number`: its kind's
    /// JSON type; a reference names entry `number` of the feature it refers
    /// to, with that entry's label.
    static func json(of field: Field, _ number: Int) -> JSON {
        let typed = example(of: field, number).typed
        switch field.kind {
        case .int: return .number(Int64(typed) ?? 0)
        case .bool: return .bool(typed == "yes")
        case .reference: return .object(["id": .number(Int64(number)), "label": .string("Entry \(number)")])
        case .text, .decimal, .date, .time, .choice: return .string(typed)
        }
    }

    /// Every field of entry `number` as the JSON view writes them.
    func json(_ number: Int) -> JSON {
        .object(Dictionary(uniqueKeysWithValues: fields.map { ($0.name, Self.json(of: $0, number)) }))
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
