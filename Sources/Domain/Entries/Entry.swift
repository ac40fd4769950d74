public import Foundation

/// One entry of a feature, as the business knows it: its draft's fields, and
/// what the store gives it. A feature names it after itself, as
/// `typealias Contact = Entry<Draft<ContactFields>>`.
public struct Entry<Draft: EntryDraft>: Hashable, Sendable {
    /// Given by the store when the entry is added, and never given again.
    public let id: Int64
    /// 1 when added, one more at each edit: an edit made from an older
    /// version is refused, so two people editing at once cannot silently
    /// undo each other.
    public let version: Int64
    public let createdAt: Date
    public let draft: Draft

    public init(id: Int64, version: Int64, createdAt: Date, draft: Draft) {
        self.id = id
        self.version = version
        self.createdAt = createdAt
        self.draft = draft
    }
}
