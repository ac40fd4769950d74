public import Domain

/// One page of a feature's list as a store read it: the entries, where the
/// page starts, and how many there are in all.
public struct EntryPage<Draft: EntryDraft>: Equatable, Sendable {
    public let entries: [Entry<Draft>]
    public let offset: Int
    public let total: Int

    public init(entries: [Entry<Draft>], offset: Int, total: Int) {
        self.entries = entries
        self.offset = offset
        self.total = total
    }

    public static var empty: EntryPage { EntryPage(entries: [], offset: 0, total: 0) }
}
