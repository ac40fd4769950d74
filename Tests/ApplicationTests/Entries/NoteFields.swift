import Application
import Domain

/// A feature for the core's tests: a label, an optional text and a number, as
/// `make feature` would declare one.
struct NoteFields: EntryFields {
    static let singular = "note", plural = "notes"
    let title = FieldKey<String>("title", .text(maximumLength: 40))
    let body = FieldKey<String?>("body", .text(maximumLength: 200))
    let stars = FieldKey<Int64>("stars", .int(0...5))
}

typealias NoteDraft = Draft<NoteFields>
typealias Note = Entry<NoteDraft>

extension EntryAction<NoteDraft> {
    /// `star N`: a note gets every star, unless it has them all.
    static let star = EntryAction("star", key: "s", "give it every star") { note in
        guard note.stars < 5 else { throw FieldError(\NoteFields.stars, .rule("has every star already")) }
        return note.setting(\.stars, to: 5)
    }
}
