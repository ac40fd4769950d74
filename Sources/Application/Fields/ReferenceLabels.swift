public import Domain

/// The labels a page's reference fields show, read once for the page, by
/// field and id: the entry's label as it is now, never a copy kept with the row.
public struct ReferenceLabels: Equatable, Sendable {
    private let labels: [String: [EntryID: String]]

    public init(_ labels: [String: [EntryID: String]] = [:]) {
        self.labels = labels
    }

    /// What `value` of field `name` shows: its entry's label, or "#12
    /// (missing)" once that entry has gone; nil for a value that is no
    /// reference, or for a field whose labels were not read (it shows "#12").
    public func text(for value: FieldValue?, of name: String) -> String? {
        guard case .reference(let id)? = value, let known = labels[name] else { return nil }
        return known[id] ?? "\(id) (missing)"
    }

    /// The labels read for field `name`, by id; nil when none were read for it.
    func of(_ name: String) -> [EntryID: String]? { labels[name] }
}
