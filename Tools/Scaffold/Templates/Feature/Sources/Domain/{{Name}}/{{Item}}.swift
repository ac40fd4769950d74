public import Foundation

/// One {{word}}, as the business knows it: what the {{Name}} feature lists,
/// shows, edits and deletes. Its fields are its draft's; the store gives it
/// the rest.
public struct {{Item}}: Hashable, Sendable {
    /// Given by the store when the {{word}} is added, and never given again.
    public let id: Int64
    /// 1 when added, one more at each edit: an edit made from an older
    /// version is refused, so two people editing at once cannot silently
    /// undo each other.
    public let version: Int64
    public let createdAt: Date
    public let draft: {{Item}}Draft

    public init(id: Int64, version: Int64, createdAt: Date, draft: {{Item}}Draft) {
        self.id = id
        self.version = version
        self.createdAt = createdAt
        self.draft = draft
    }
}
