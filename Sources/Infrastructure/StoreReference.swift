import Application
import CSQLite
import Domain

/// A reference field's rule in the App's one database: each row of `table`
/// names in `column` a row of `target` that exists, and a row of `target`
/// that some row names is not deleted. App declares one for each reference
/// field, since it is where features meet; each feature's own schema keeps
/// to its own tables, so its store still opens a database of its own for tests.
///
/// The database holds the rule, so no process can break it, however two of
/// them race: on SQLite by triggers, which run inside the writing statement
/// under the file's one write lock, and on PostgreSQL by a foreign key.
package struct StoreReference: Sendable, Equatable {
    package let table: String
    package let column: String
    package let target: String
    /// What one row of `table` is called, and more than one, for the refusal: "order", "orders".
    package let singular: String
    package let plural: String

    package init(from table: String, column: String, to target: String, singular: String, plural: String) {
        self.table = table
        self.column = column
        self.target = target
        self.singular = singular
        self.plural = plural
    }

    /// Its name in `schema_versions`, "orders.customer", and the prefix of what it creates.
    var name: String { "\(table).\(column)" }
    private var prefix: String { "\(table)_\(column)" }

    /// The rule as steps on each engine, for `Features.schemas`: after both tables' own.
    package var schema: StoreSchema {
        StoreSchema(
            sqlite: SQLiteSchema(name: name, steps: [sqliteStep], reference: self),
            postgreSQL: PostgreSQLSchema(name: name, steps: [postgreSQLStep], reference: self))
    }

    /// What the SQLite trigger says when a row names no row of `target`.
    private var sqliteRefusal: String { "\(table).\(column) names no row of \(target)" }
    /// The PostgreSQL foreign key's name.
    private var constraint: String { "\(prefix)_names" }

    /// `error`, thrown by either engine writing `row`, as a person reads it.
    /// When it is one of `references` refusing the row, the entry it names was
    /// deleted after the service checked it: the refusal is the one a check
    /// after the delete gives, "customer: no customer is '#12'", never the
    /// engine's words. Any other error is `error` as it is.
    static func refusal(for error: any Error, by references: [StoreReference], writing row: FieldValues?) -> any Error {
        let reference = references.first { $0.refuses(error) }
        return row.flatMap { reference?.refusal(writing: $0) } ?? error
    }

    /// Whether `error` is this rule refusing a row: SQLite's trigger, by its
    /// words, or PostgreSQL's foreign key, by its name.
    private func refuses(_ error: any Error) -> Bool {
        switch error {
        case let error as SQLiteError: error.primaryCode == SQLITE_CONSTRAINT && error.description == sqliteRefusal
        case let error as PostgreSQLStoreError: error.constraint == constraint
        default: false
        }
    }

    /// The refusal when a row with `values` names, in this reference's
    /// column, an entry that is gone; nil when `values` name none there.
    private func refusal(writing values: FieldValues) -> FieldError? {
        for field in values.fields where field.snakeName == column {
            if case .reference(let word) = field.kind, case .reference(let id)? = values[field.name] {
                return FieldError(field.name, .noSuchEntry(id.description, word))
            }
        }
        return nil
    }

    /// An index finds the rows that name an entry, for the delete's count;
    /// the triggers refuse a row naming none, and a delete of one named.
    private var sqliteStep: String {
        let missing =
            #"NEW."\#(column)" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "\#(target)" WHERE id = NEW."\#(column)")"#
        let refusal = "RAISE(ABORT, '\(sqliteRefusal)')"
        return #"""
            CREATE INDEX "\#(prefix)_named" ON "\#(table)" ("\#(column)");
            CREATE TRIGGER "\#(prefix)_added" BEFORE INSERT ON "\#(table)" WHEN \#(missing)
                BEGIN SELECT \#(refusal); END;
            CREATE TRIGGER "\#(prefix)_changed" BEFORE UPDATE OF "\#(column)" ON "\#(table)" WHEN \#(missing)
                BEGIN SELECT \#(refusal); END;
            CREATE TRIGGER "\#(prefix)_kept" BEFORE DELETE ON "\#(target)"
                WHEN EXISTS (SELECT 1 FROM "\#(table)" WHERE "\#(column)" = OLD.id)
                BEGIN SELECT RAISE(ABORT, 'a row of \#(target) that \#(table).\#(column) names'); END;
            """#
    }

    private var postgreSQLStep: String {
        #"""
        CREATE INDEX "\#(prefix)_named" ON "\#(table)" ("\#(column)");
        ALTER TABLE "\#(table)" ADD CONSTRAINT "\#(constraint)" FOREIGN KEY ("\#(column)")
            REFERENCES "\#(target)" (id) ON DELETE RESTRICT;
        """#
    }

    /// For a delete of a row of `target`: each table whose rows name one by
    /// these references, with the statement counting those rows once each,
    /// however many of its columns name the row; `parameter` stands for the
    /// id, `?` or `$1`.
    static func counts(of references: [StoreReference], naming target: String, parameter: String)
        -> [(statement: String, reference: StoreReference)]
    {
        byTable(references, naming: target).map { columns in
            let condition = columns.map { #""\#($0.column)" = \#(parameter)"# }.joined(separator: " OR ")
            return (#"SELECT count(*) FROM "\#(columns[0].table)" WHERE "# + condition, columns[0])
        }
    }

    /// The references naming `target`, a group for each table they start
    /// from, in the order declared: what a delete counts, a table at a time.
    static func byTable(_ references: [StoreReference], naming target: String) -> [[StoreReference]] {
        references.filter { $0.target == target }.reduce(into: []) { groups, reference in
            if let index = groups.firstIndex(where: { $0[0].table == reference.table }) {
                groups[index].append(reference)
            } else {
                groups.append([reference])
            }
        }
    }

    func referrers(_ count: Int64) -> Referrers? {
        count > 0 ? Referrers(count: Int(count), singular: singular, plural: plural) : nil
    }
}
