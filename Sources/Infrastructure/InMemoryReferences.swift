public import Application
public import Domain

/// What the App's references hold when its stores keep their rows in
/// memory (`--in-memory`), where no database holds them: how many rows of
/// each table name each entry, so a delete of one named is refused, with
/// the count, as the engines refuse it. One for the whole App, shared by
/// every in-memory store; one made alone holds no reference and refuses
/// nothing. The session's one process carries out one intent at a time,
/// so nothing races here; an add that names no entry is the service's to
/// refuse, as it checks the entry first.
public actor InMemoryReferences {
    private let references: [StoreReference]
    /// For each table and the table it names, how many of its rows name each id.
    private var named: [String: [Int64: Int]] = [:]

    package init(_ references: [StoreReference] = []) {
        self.references = references
    }

    public init() {
        self.init([])
    }

    /// Notes that a row of `table` went from `old` to `new` values: nil for
    /// none, before an add and after a delete.
    public func change(in table: String, from old: FieldValues?, to new: FieldValues?) {
        let naming = references.filter { $0.table == table }
        for target in Set(naming.map(\.target)) {
            let columns = Set(naming.filter { $0.target == target }.map(\.column))
            let key = Self.key(table, target)
            // A row naming the same entry in two columns names it once, as the engines count it.
            for id in Self.ids(in: old, columns: columns) { named[key, default: [:]][id, default: 0] -= 1 }
            for id in Self.ids(in: new, columns: columns) { named[key, default: [:]][id, default: 0] += 1 }
        }
    }

    /// How many rows of other tables name row `id` of `table`, a table at a time; none when nothing does.
    public func referrers(to table: String, id: Int64) -> [Referrers] {
        StoreReference.byTable(references, naming: table).compactMap { columns in
            columns[0].referrers(Int64(named[Self.key(columns[0].table, table)]?[id] ?? 0))
        }
    }

    private static func key(_ table: String, _ target: String) -> String { table + "->" + target }

    private static func ids(in values: FieldValues?, columns: Set<String>) -> Set<Int64> {
        guard let values else { return [] }
        return Set(
            values.fields.filter { columns.contains($0.snakeName) }.compactMap { EntryID(values[$0.name])?.rawValue })
    }
}
