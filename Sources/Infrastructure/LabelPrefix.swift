/// How the SQL stores match a label typed for a reference as
/// `EntryLabel.label(_:startsWith:)` does: LIKE, which ignores ASCII case
/// alone on SQLite and, under the "C" collation, on PostgreSQL.
package enum LabelPrefix {
    /// A LIKE pattern, with `\` as its escape, for text that starts with `prefix`.
    package static func pattern(_ prefix: String) -> String {
        prefix.replacing("\\", with: "\\\\").replacing("%", with: "\\%").replacing("_", with: "\\_") + "%"
    }
}
