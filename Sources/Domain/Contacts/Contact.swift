public import Foundation

/// One contact, as the business knows it: what the Contacts feature lists,
/// shows, edits and deletes. Its fields are its draft's; the store gives it
/// the rest.
public struct Contact: Hashable, Sendable {
    /// Given by the store when the contact is added, and never given again.
    public let id: Int64
    /// 1 when added, one more at each edit: an edit made from an older
    /// version is refused, so two people editing at once cannot silently
    /// undo each other.
    public let version: Int64
    public let createdAt: Date
    public let draft: ContactDraft

    public init(id: Int64, version: Int64, createdAt: Date, draft: ContactDraft) {
        self.id = id
        self.version = version
        self.createdAt = createdAt
        self.draft = draft
    }
}
