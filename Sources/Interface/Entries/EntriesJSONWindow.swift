public import Application
import Foundation

/// A feature's window in the JSON view: it keeps what its `EntryDisplay` was
/// told, as the other windows do, and gives it as one line of JSON, each
/// entry by its id and its fields' typed values rather than the words the
/// text views show (docs/output.schema.json).
public final class EntriesJSONWindow: FeatureWindow {
    /// The word that switches to the feature, which each frame names.
    private let feature: String
    var shown = EntriesSnapshot()

    public init(feature: String) {
        self.feature = feature
    }

    /// The frame as one line; JSON has no width.
    public func frame(width: Int) -> [String] {
        let open = shown.screen == .detail ? shown.detail : nil
        let frame = JSONValue.object([
            ("feature", .string(feature)),
            ("screen", .string(shown.screen == .list ? "list" : "detail")),
            ("page", .page(offset: shown.list.offset, total: shown.list.total)),
            ("entries", .array(shown.list.rows.map { Self.entry($0.id, $0.number, $0.createdAt, $0.values) })),
            ("entry", .optional(open) { Self.entry($0.id, $0.number, $0.createdAt, $0.values) }),
            ("problem", .optional(shown.problem, JSONValue.string)),
        ])
        return [frame.line]
    }

    private static func entry(_ id: Int64, _ number: Int, _ createdAt: Date, _ values: [FieldValueViewModel])
        -> JSONValue
    {
        .object([
            ("id", .number(id)), ("number", .number(Int64(number))), ("added", .time(createdAt)),
            ("fields", .object(values.map { ($0.name, json($0.value)) })),
        ])
    }

    /// Each kind as JSON types it: an exact decimal as a string, so no reader takes it for a binary float.
    private static func json(_ value: FieldValueViewModel.Value) -> JSONValue {
        switch value {
        case .empty: .null
        case .text(let text), .choice(let text), .decimal(let text), .day(let text): .string(text)
        case .number(let number): .number(number)
        case .time(let date): .time(date)
        case .flag(let flag): .bool(flag)
        case .reference(let id, let label):
            .object([("id", .number(id))] + (label.map { [("label", JSONValue.string($0))] } ?? []))
        case .missingReference(let id): .object([("id", .number(id)), ("missing", .bool(true))])
        }
    }
}

extension EntriesJSONWindow: EntryDisplay {
    public func showEntries(_ list: EntriesViewModel) { shown.showEntries(list) }
    public func showEntriesUnavailable(_ reason: String) { shown.showEntriesUnavailable(reason) }
    public func showEntry(_ detail: EntryDetailViewModel) { shown.showEntry(detail) }
    public func showScreen(_ screen: EntryScreen) { shown.showScreen(screen) }
}
