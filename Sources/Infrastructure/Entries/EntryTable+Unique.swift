import Application
import CSQLite
import Domain

/// A unique field (`code:text:unique`) as both engines hold it: a unique
/// index on its column, which the table's declaration makes, so a second row
/// with the value is refused whichever process writes it and however two of
/// them race. SQLite's writes take turns under the file's lock; PostgreSQL's
/// second insert waits on the index until the first commits, then fails.
extension EntryTable {
    /// `error`, thrown by either engine writing `values` to this table, as the
    /// store's refusal when it is a unique field's index refusing the value:
    /// `EntryStoreError.duplicate`, naming the field and the value, never the
    /// engine's words. Any other error is `error` as it is.
    func refusal(for error: any Error, writing values: FieldValues) -> any Error {
        for field in values.fields where field.isUnique {
            guard let value = values[field.name], refuses(error, column: field.snakeName) else { continue }
            return EntryStoreError.duplicate(field: field.name, value: TypedText.shown(value.written))
        }
        return error
    }

    /// Whether `error` is the index on `column` refusing a row: SQLite's, by
    /// its code and words, which name the table and the column; PostgreSQL's
    /// constraint, by its name.
    private func refuses(_ error: any Error, column: String) -> Bool {
        switch error {
        // SQLITE_CONSTRAINT_UNIQUE, a macro Swift does not import.
        case let error as SQLiteError:
            error.code == SQLITE_CONSTRAINT | 8 << 8
                && error.description == "UNIQUE constraint failed: \(name).\(column)"
        case let error as PostgreSQLStoreError:
            error.state == "23505" && error.constraint == Self.uniqueConstraint(table: name, column: column)
        default: false
        }
    }

    /// The name of the column's unique constraint on PostgreSQL, as `make
    /// feature` writes it: `products_code_unique`, cut to the 63 bytes the
    /// server keeps of a name.
    static func uniqueConstraint(table: String, column: String) -> String {
        String(decoding: "\(table)_\(column)_unique".utf8.prefix(63), as: UTF8.self)
    }
}
