public import Domain

/// The entries of another feature that a reference field names, as the
/// feature holding the field sees them: their labels by id, and the entries
/// a typed label starts. The feature that holds the field owns this port;
/// App answers it from the other feature's service, so neither imports the
/// other. Each method is one call, whatever it is given, so a page of any
/// size costs one call per reference field.
public protocol ReferencedEntries: Sendable {
    /// The label of each of `ids` that still exists; an id that does not is left out.
    func labels(of ids: Set<EntryID>) async throws -> [EntryID: String]

    /// Up to `limit` entries whose label starts with `prefix`, ASCII case
    /// ignored (`EntryLabel.label(_:startsWith:)`): those whose whole label
    /// it is first, then the rest, each in label order (`EntryLabel.ordered(_:for:)`).
    /// What a typed label may mean: a whole label is found however many
    /// longer ones it starts.
    func entries(startingWith prefix: String, limit: Int) async throws -> [EntryLabel]
}

/// One entry of another feature as a reference shows it: its id and its label.
public struct EntryLabel: Hashable, Sendable, CustomStringConvertible {
    public let id: EntryID
    public let label: String

    public init(id: EntryID, label: String) {
        self.id = id
        self.label = label
    }

    /// "Ada Lovelace #3": how a refusal lists a candidate, its id to type next.
    public var description: String { "\(label) \(id)" }

    /// "#3": what names the entry when typed, as a picker fills the field in.
    public var typed: String { id.description }

    /// Whether `label` starts with `prefix`, ASCII letters in either case and
    /// every other character as it is: the rule every store keeps, since the
    /// engines' own case rules differ beyond ASCII.
    public static func label(_ label: String, startsWith prefix: String) -> Bool {
        asciiLowered(label).starts(with: asciiLowered(prefix))
    }

    /// The order `entries(startingWith:limit:)` lists `entries` in for
    /// `prefix`, as every store sorts them: whole labels first (ASCII case
    /// ignored), then labels by their bytes, ties by id.
    public static func ordered(_ entries: [EntryLabel], for prefix: String) -> [EntryLabel] {
        let whole = asciiLowered(prefix)
        return entries.sorted { first, second in
            let (firstIsWhole, secondIsWhole) = (
                asciiLowered(first.label) == whole, asciiLowered(second.label) == whole
            )
            return firstIsWhole != secondIsWhole ? firstIsWhole : (first.label, first.id) < (second.label, second.id)
        }
    }

    /// `text` with its ASCII letters in lower case.
    public static func asciiLowered(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar(UInt8($0.value + 32)) : $0 }))
    }
}
