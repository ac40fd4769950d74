public import Domain
public import Foundation

/// A feature's presentation model: its screen state (which screen and page
/// show) and the display rules that word them (how each row and the detail
/// read, how old an entry looks from now). A value with no store and no
/// display: `EntryPresenter` holds it and pushes what it derives.
public struct EntryPresentation<Draft: EntryDraft>: Sendable {

    public let pageSize: Int
    public var screen = EntryScreen.list
    public private(set) var page = EntryPage<Draft>.empty
    /// What the page's reference fields show: the labels of the entries they name.
    public private(set) var labels = ReferenceLabels()
    private let formatter: FieldFormatter
    private let entries: EntryFormatter<Draft>

    /// `now` is the App's clock, so a test pins it and every age reads the
    /// same; `entries` is the feature's say in its columns and detail.
    public init(
        pageSize: Int = 10, entries: EntryFormatter<Draft> = EntryFormatter(), now: @escaping @Sendable () -> Date
    ) {
        self.pageSize = max(1, pageSize)
        self.entries = entries
        formatter = FieldFormatter(now: now)
    }

    public mutating func show(_ page: EntryPage<Draft>, labels: ReferenceLabels = ReferenceLabels()) {
        self.page = page
        self.labels = labels
    }

    /// Nil on the last page, so `next` is refused rather than showing nothing.
    public var nextOffset: Int? {
        page.offset + pageSize < page.total ? page.offset + pageSize : nil
    }

    /// Nil on the first page, so `prev` is refused rather than repeating it.
    public var previousOffset: Int? {
        page.offset > 0 ? max(0, page.offset - pageSize) : nil
    }

    /// The entry shown with `number` beside it, or nil when this page shows no such number.
    public func entry(numbered number: Int) -> Entry<Draft>? {
        let index = number - page.offset - 1
        return page.entries.indices.contains(index) ? page.entries[index] : nil
    }

    public var viewModel: EntriesViewModel {
        let columns = entries.columns
        let rows = page.entries.enumerated().map { index, entry in
            let values = entry.draft.values
            return EntryRowViewModel(
                number: page.offset + index + 1, cells: columns.map { text(of: $0, in: values) },
                typed: Draft.fields.map { values[$0.name]?.written ?? "" }, age: formatter.age(of: entry.createdAt),
                id: entry.id, createdAt: entry.createdAt, values: FieldValueViewModel.all(values, labels: labels))
        }
        let last = page.offset + page.entries.count
        return EntriesViewModel(
            title: Draft.title, headings: columns.map(\.name), rows: rows, emptyText: "No \(Draft.plural) yet.",
            positionText: rows.isEmpty ? "" : "\(page.offset + 1)–\(last) of \(page.total)", offset: page.offset,
            total: page.total)
    }

    public func detail(of entry: Entry<Draft>, number: Int, labels: ReferenceLabels = ReferenceLabels())
        -> EntryDetailViewModel
    {
        let values = entry.draft.values
        let fields = Draft.fields.map { field in
            FieldText(
                name: field.name,
                text: labels.text(for: values[field.name], of: field.name) ?? formatter.detail(for: values[field.name]))
        }
        return EntryDetailViewModel(
            number: number, heading: Draft.heading(number: number), fields: fields + entries.notes(entry.draft),
            added: "added \(formatter.age(of: entry.createdAt))", id: entry.id, createdAt: entry.createdAt,
            values: FieldValueViewModel.all(values, labels: labels))
    }

    /// A list cell: a reference's label as it is now, any other value by its kind's rule.
    private func text(of field: Field, in values: FieldValues) -> String {
        labels.text(for: values[field.name], of: field.name) ?? formatter.string(for: values[field.name])
    }
}
