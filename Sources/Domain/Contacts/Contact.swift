public import Foundation

/// One contact, as the business knows it: what the Contacts feature lists,
/// shows and deletes.
public struct Contact: Hashable, Sendable {
    /// Given by the store when the contact is added, and never given again.
    public let id: Int64
    public let title: ContactTitle
    public let createdAt: Date

    public init(id: Int64, title: ContactTitle, createdAt: Date) {
        self.id = id
        self.title = title
        self.createdAt = createdAt
    }
}
