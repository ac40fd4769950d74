public import {{Domain}}

/// One page of the {{Name}} list as the service loaded it: the entries, where
/// the page starts, and how many there are in all.
public struct {{Name}}Page: Equatable, Sendable {
    public let entries: [{{Item}}]
    public let offset: Int
    public let total: Int

    public init(entries: [{{Item}}], offset: Int, total: Int) {
        self.entries = entries
        self.offset = offset
        self.total = total
    }

    public static let empty = {{Name}}Page(entries: [], offset: 0, total: 0)
}
