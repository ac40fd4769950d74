package import Domain
import Foundation

/// A feature's field columns in PostgreSQL, of the natural types: `text`,
/// `bigint`, `numeric(p,s)`, `date`, `timestamptz`, `boolean`. Values travel
/// as text both ways, so each column is read through an expression that
/// writes it back exactly (a time as seconds since 1970), and each parameter
/// is cast to its column's type. One shared piece, so a feature's store is
/// the same few lines at any number of fields.
package struct PostgreSQLFieldColumns: Sendable {
    package let fields: [Field]

    package init(_ fields: [Field]) {
        self.fields = fields
    }

    /// The columns in field order, each read as text a value is parsed from.
    package var selected: String { fields.map(Self.read).joined(separator: ", ") }
    /// The columns in field order, for `INSERT`.
    package var list: String { fields.map(\.column).joined(separator: ", ") }

    /// The first field's column: the label another feature's reference shows.
    package var labelColumn: String { fields[0].column }
    /// Whether the label, as text, starts with parameter `$number`, a
    /// `LabelPrefix.pattern`: lowered under the "C" collation, so only ASCII case is ignored.
    package func labelMatch(_ number: Int) -> String {
        #"lower(\#(labelColumn)::text COLLATE "C") LIKE lower($\#(number) COLLATE "C") ESCAPE '\'"#
    }

    /// The order a label's matches are listed in, parameter `$number` being
    /// the prefix as typed: whole labels first, ASCII case ignored, so one is
    /// found however many longer labels it starts; then labels in the order
    /// of their bytes, as SQLite and the in-memory store sort them, whatever
    /// collation the database was made with.
    package func wholeLabelsFirst(_ number: Int) -> String {
        let label = #"\#(labelColumn)::text COLLATE "C""#
        return #"lower(\#(label)) <> lower($\#(number)::text COLLATE "C"), \#(label), id"#
    }

    /// A parameter for each field, numbered from `first`, cast to its column's type.
    package func parameters(from first: Int) -> String {
        fields.enumerated().map { Self.parameter(first + $0.offset, as: $0.element.kind) }.joined(separator: ", ")
    }

    /// `"name" = $1, …`, numbered from `first`, for `UPDATE`.
    package func assignments(from first: Int) -> String {
        fields.enumerated().map { "\($0.element.column) = " + Self.parameter(first + $0.offset, as: $0.element.kind) }
            .joined(separator: ", ")
    }

    /// The values to send, in field order; NULL for an optional left empty.
    package func bound(_ values: FieldValues) -> [String?] {
        fields.map { field in
            switch values[field.name] {
            case nil: nil
            case .time(let date)?: String(date.timeIntervalSince1970)
            case .bool(let flag)?: flag ? "true" : "false"
            case .reference(let id)?: String(id.rawValue)
            case let value?: value.written
            }
        }
    }

    /// The values of a row whose field columns start at `first`; text that
    /// is not a value of its field's kind is left without one, so the draft
    /// refuses the row rather than showing it.
    package func values(of row: [String?], from first: Int) -> FieldValues {
        var values: [String: FieldValue] = [:]
        for (offset, field) in fields.enumerated() where row.indices.contains(first + offset) {
            values[field.name] = row[first + offset].flatMap { Self.value($0, as: field.kind) }
        }
        return FieldValues(fields, values)
    }

    private static func value(_ text: String, as kind: FieldKind) -> FieldValue? {
        switch kind {
        case .text: .text(text)
        case .choice: .choice(text)
        case .int: Int64(text).map(FieldValue.int)
        case .decimal(_, let scale, _): ExactDecimal(text, scale: scale).map(FieldValue.decimal)
        case .date: CalendarDay(text).map(FieldValue.date)
        case .time: Double(text).flatMap { $0.isFinite ? .time(Date(timeIntervalSince1970: $0)) : nil }
        case .bool: text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
        case .reference: Int64(text).map { .reference(EntryID($0)) }
        }
    }

    private static func read(_ field: Field) -> String {
        switch field.kind {
        case .date: "to_char(\(field.column), 'YYYY-MM-DD')"
        case .time: "extract(epoch FROM \(field.column))::text"
        default: "\(field.column)::text"
        }
    }

    private static func parameter(_ number: Int, as kind: FieldKind) -> String {
        switch kind {
        case .text, .choice: "$\(number)"
        case .int, .reference: "$\(number)::bigint"
        case .decimal: "$\(number)::numeric"
        case .date: "$\(number)::date"
        case .time: "to_timestamp($\(number)::double precision)"
        case .bool: "$\(number)::boolean"
        }
    }
}
