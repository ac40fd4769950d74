/// Why a store refused a change to an entry.
public enum EntryStoreError: Error, Equatable {
    /// Another process may have deleted it since the list was drawn.
    case notFound(Int64)
    /// Another edit reached it first: it is no longer at the version the edit started from.
    case changedElsewhere(Int64)
    /// Entries of other features name it, so it was kept: how many of each.
    case referredTo(Int64, [Referrers])
    /// Another entry holds `value`, as written, in `field`, which is unique
    /// (`Field.isUnique`): the database refused the change, whoever raced it.
    case duplicate(field: String, value: String)
}
