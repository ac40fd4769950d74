package import Domain

extension EntryTable {
    /// The rule that each row's `field` names a row of `target` that exists,
    /// for `Features.schemas`, after both tables: App declares one for each
    /// reference field, where features meet. The key path is checked by the
    /// compiler, and the column, the table names and the words of the refusal
    /// ("no order may name …") are read from the two tables and this draft.
    ///
    ///     EntryTable.orders.reference(\.customer, to: EntryTable.contacts).schema
    package func reference<Fields: EntryFields, Value, Target>(
        _ field: KeyPath<Fields, FieldKey<Value>>, to target: EntryTable<Target>
    ) -> StoreReference where Draft == Domain.Draft<Fields> {
        StoreReference(
            from: name, column: Fields()[keyPath: field].field.snakeName, to: target.name,
            singular: Draft.singular, plural: Draft.plural)
    }
}
