import Application
import Domain

/// A feature for the core's tests: a label, an optional text and a number, as
/// `make feature` would declare one.
enum NotesFeature: EntryFeature {
    typealias Draft = NoteDraft
    static let singular = "note"
    static let plural = "notes"
}

struct NoteDraft: EntryDraft {
    static let title = FieldKey(\Self.title, "title", .text(maximumLength: 40))
    static let body = FieldKey(\Self.body, "body", .text(maximumLength: 200))
    static let stars = FieldKey(\Self.stars, "stars", .int(0...5))
    static let fields = DraftFields(title, body, stars)

    let title: String
    let body: String?
    let stars: Int64

    init(_ values: FieldValues) throws(FieldError) {
        title = try values.get(Self.title)
        body = try values.get(Self.body)
        stars = try values.get(Self.stars)
    }
}

typealias Note = Entry<NoteDraft>
