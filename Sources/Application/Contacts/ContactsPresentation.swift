public import Application
public import ContactsDomain
import Domain
public import Foundation

/// The Contacts feature's presentation model: its screen state (which screen
/// and page show) and the display rules that word them (how each row and the
/// detail read, how old a contact looks from now). A value with no store and
/// no display: `ContactsPresenter` holds it and pushes what it derives.
public struct ContactsPresentation: Sendable {
    /// How the views ask for each field, in order, without the Domain's types.
    public static let prompts = ContactDraft.fields.map(FieldPrompt.init)

    public let pageSize: Int
    public var screen = ContactsScreen.list
    public private(set) var page = ContactsPage.empty
    /// What the page's reference fields show: the labels of the entries they name.
    public private(set) var labels = ReferenceLabels()
    private let now: @Sendable () -> Date
    private let formatter: FieldFormatter

    /// `now` is the App's clock, so a test pins it and every age reads the same.
    public init(pageSize: Int = 10, now: @escaping @Sendable () -> Date) {
        self.pageSize = max(1, pageSize)
        self.now = now
        formatter = FieldFormatter(now: now)
    }

    public mutating func show(_ page: ContactsPage, labels: ReferenceLabels = ReferenceLabels()) {
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
    public func entry(numbered number: Int) -> Contact? {
        let index = number - page.offset - 1
        return page.entries.indices.contains(index) ? page.entries[index] : nil
    }

    public var viewModel: ContactsViewModel {
        let fields: [Field] = ContactDraft.fields
        let rows = page.entries.enumerated().map { index, entry in
            let draft = entry.draft.values
            return ContactRowViewModel(
                number: page.offset + index + 1, cells: fields.map { text(of: $0, in: draft, labels: labels) },
                typed: fields.map { draft[$0.name]?.written ?? "" }, age: age(of: entry.createdAt))
        }
        let last = page.offset + page.entries.count
        return ContactsViewModel(
            title: "Contacts", headings: fields.map(\.name), rows: rows, emptyText: "No contacts yet.",
            positionText: rows.isEmpty ? "" : "\(page.offset + 1)–\(last) of \(page.total)")
    }

    public func detail(of entry: Contact, number: Int, labels: ReferenceLabels = ReferenceLabels())
        -> ContactDetailViewModel
    {
        let values = entry.draft.values
        let fields = ContactDraft.fields.map { field in
            FieldText(
                name: field.name,
                text: labels.text(for: values[field.name], of: field.name) ?? formatter.detail(for: values[field.name]))
        }
        return ContactDetailViewModel(
            number: number, heading: "Contact \(number)", fields: fields, added: "added \(age(of: entry.createdAt))")
    }

    /// A list cell: a reference's label as it is now, any other value by its kind's rule.
    private func text(of field: Field, in values: FieldValues, labels: ReferenceLabels) -> String {
        labels.text(for: values[field.name], of: field.name) ?? formatter.string(for: values[field.name])
    }

    /// How long ago, in the largest unit that fits: "just now", "5 min ago",
    /// "3 h ago", "2 d ago". A clock set back reads as "just now".
    public func age(of date: Date) -> String {
        // Clamped, so a date from a damaged or foreign row reads oddly rather than traps.
        let interval = now().timeIntervalSince(date)
        let seconds = interval.isFinite ? Int(max(-1, min(interval, 1e12))) : 0
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(seconds / 60) min ago"
        case ..<86_400: return "\(seconds / 3600) h ago"
        default: return "\(seconds / 86_400) d ago"
        }
    }
}
