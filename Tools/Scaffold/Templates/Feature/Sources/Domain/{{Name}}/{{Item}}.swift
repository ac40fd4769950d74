public import Foundation

/// One {{word}}, as the business knows it: what the {{Name}} feature lists,
/// shows and deletes.
public struct {{Item}}: Hashable, Sendable {
    /// Given by the store when the {{word}} is added, and never given again.
    public let id: Int64
    public let title: {{Item}}Title
    public let createdAt: Date

    public init(id: Int64, title: {{Item}}Title, createdAt: Date) {
        self.id = id
        self.title = title
        self.createdAt = createdAt
    }
}
