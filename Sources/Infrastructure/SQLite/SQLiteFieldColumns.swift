package import Domain
import Foundation

/// A feature's field columns in SQLite: the list a statement names, and
/// each value as the column keeps it. A decimal is kept as its integer
/// units, a day as its YYYY-MM-DD text, a time as seconds since 1970, a
/// flag as 0 or 1 and a reference as its entry's id, so that the schema's `CHECK`s can hold what the Domain
/// promises. One shared piece, so a feature's store is the same few lines
/// at any number of fields.
package struct SQLiteFieldColumns: Sendable {
    package let fields: [Field]

    package init(_ fields: [Field]) {
        self.fields = fields
    }

    /// The columns in field order, for `SELECT` and `INSERT`: `"name", "email"`.
    package var list: String { fields.map(\.column).joined(separator: ", ") }
    /// `"name" = ?, "email" = ?`, for `UPDATE`.
    package var assignments: String { fields.map { "\($0.column) = ?" }.joined(separator: ", ") }
    /// As many `?` as there are fields.
    package var placeholders: String { fields.map { _ in "?" }.joined(separator: ", ") }

    /// The first field's column: the label another feature's reference shows.
    package var labelColumn: String { fields[0].column }
    /// Whether the label starts with the one parameter, a `LabelPrefix.pattern`:
    /// SQLite's LIKE ignores ASCII case, and only ASCII case.
    package var labelMatch: String { #"\#(labelColumn) LIKE ? ESCAPE '\'"# }

    /// The order a label's matches are listed in, taking one parameter, the
    /// prefix as typed: whole labels first (NOCASE folds ASCII case alone, as
    /// LIKE does), so one is found however many longer labels it starts;
    /// then labels in the order of their bytes, ties by id.
    package var wholeLabelsFirst: String { "\(labelColumn) <> ? COLLATE NOCASE, \(labelColumn), id" }

    /// The values to bind, in field order; NULL for an optional left empty.
    package func bound(_ values: FieldValues) -> [SQLiteValue] {
        fields.map { field in
            switch values[field.name] {
            case nil: .null
            case .text(let text)?, .choice(let text)?: .text(text)
            case .int(let number)?: .integer(number)
            case .decimal(let number)?: .integer(number.units)
            case .date(let day)?: .text(day.description)
            case .time(let date)?: .real(date.timeIntervalSince1970)
            case .bool(let flag)?: .integer(flag ? 1 : 0)
            case .reference(let id)?: .integer(id.rawValue)
            }
        }
    }

    /// The values of a row whose field columns start at `first`; a column
    /// that holds another type than its field's is left without a value, so
    /// the draft refuses the row rather than showing it.
    package func values(of row: SQLiteStatement, from first: Int) -> FieldValues {
        var values: [String: FieldValue] = [:]
        for (offset, field) in fields.enumerated() {
            values[field.name] = Self.value(row.value(at: first + offset), as: field.kind)
        }
        return FieldValues(fields, values)
    }

    private static func value(_ stored: SQLiteValue, as kind: FieldKind) -> FieldValue? {
        switch (kind, stored) {
        case (.text, .text(let text)): .text(text)
        case (.choice, .text(let text)): .choice(text)
        case (.int, .integer(let number)): .int(number)
        case (.decimal(_, let scale, _), .integer(let units)): .decimal(ExactDecimal(units: units, scale: scale))
        case (.date, .text(let text)): CalendarDay(text).map(FieldValue.date)
        case (.time, .real(let seconds)) where seconds.isFinite: .time(Date(timeIntervalSince1970: seconds))
        case (.bool, .integer(let flag)) where flag == 0 || flag == 1: .bool(flag == 1)
        case (.reference, .integer(let id)): .reference(EntryID(id))
        default: nil
        }
    }
}
