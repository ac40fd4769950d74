public import Application
public import Domain

/// What the App's references hold when its stores keep their rows in
/// memory (`--in-memory`), where there is no database to hold them: how
/// many rows name each entry, by reference, so a delete of one named is
/// refused as the engines refuse it. One for the whole App, shared by every
/// in-memory store; one made alone holds no reference and refuses nothing.
public actor InMemoryReferences {
    private let references: [StoreReference]
    /// For each reference, by its name, how many rows name each id.
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
        for reference in references where reference.table == table {
            let field =
                new?.fields.first { $0.snakeName == reference.column }
                ?? old?.fields.first { $0.snakeName == reference.column }
            guard let field else { continue }
            if let id = EntryID(old?[field.name]) { named[reference.name, default: [:]][id.rawValue, default: 0] -= 1 }
            if let id = EntryID(new?[field.name]) { named[reference.name, default: [:]][id.rawValue, default: 0] += 1 }
        }
    }

    /// How many rows of other tables name row `id` of `table`, by reference; none when nothing does.
    public func referrers(to table: String, id: Int64) -> [Referrers] {
        references.filter { $0.target == table }.compactMap { reference in
            reference.referrers(Int64(named[reference.name]?[id] ?? 0))
        }
    }
}
