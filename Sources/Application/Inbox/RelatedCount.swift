/// A count that another feature keeps and the Inbox shows after the list's
/// position, such as "2 contacts". The Inbox owns this port so that it never
/// imports the other feature; App adapts that feature's service to it
/// (Architecture.md § Features).
public protocol RelatedCount: Sendable {
    /// What one counted thing is called, and several: "contact", "contacts".
    var singular: String { get }
    var plural: String { get }
    func count() async throws -> Int
}

/// What the Inbox is handed of another feature's count: the number, and what
/// one and several of the counted things are called.
public typealias RelatedTally = (count: Int, singular: String, plural: String)
