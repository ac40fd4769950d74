import Application

/// A form open in the full-screen shell: one row a field, the focus on one
/// of them. Tab or ↓ moves to the next row and ↑ to the one before, Space
/// cycles an enum or a flag through its values, or on an empty reference
/// row opens a `ReferencePicker`; Ctrl-U empties the row, Enter saves and
/// Esc cancels.
/// A refusal that names a field shows on that field's row, and the form
/// stays open with what was typed, to be mended.
struct FieldForm {
    /// Why the flow refused what the form sent: the line, and the field it names.
    struct Refusal {
        let message: String
        let field: String?
    }

    /// What a key leaves the shell to do.
    enum Step {
        case stay, cancel, save
        /// The picker's search changed: `search()` lists what it finds.
        case search
    }

    let title: String
    let fields: [FieldPrompt]
    private(set) var texts: [String]
    private(set) var focus = 0
    var refusal: Refusal?
    /// Open over the focused row, a reference field's, while one is being picked.
    private(set) var picker: ReferencePicker?
    /// The entries a reference field may name whose label starts with the text: (field, text).
    let candidates: (String, String) async throws -> [ReferencePicker.Entry]
    let submit: (FieldInput) async -> Refusal?

    init(
        title: String, fields: [FieldPrompt], texts: [String],
        candidates: @escaping (String, String) async throws -> [ReferencePicker.Entry] = { _, _ in [] },
        submit: @escaping (FieldInput) async -> Refusal?
    ) {
        self.title = title
        self.fields = fields
        self.texts = fields.indices.map { texts.indices.contains($0) ? texts[$0] : "" }
        self.candidates = candidates
        self.submit = submit
    }

    /// Every row's text by its field's name: an empty optional row clears it.
    var input: FieldInput {
        FieldInput(zip(fields, texts).map { (name: $0.name, text: $1) })
    }

    mutating func press(_ key: Key) -> Step {
        guard !fields.isEmpty else { return key == .escape ? .cancel : .stay }
        if picker != nil { return pick(key) }
        switch key {
        case .enter: return .save
        case .escape: return .cancel
        case .tab, .down: focus = (focus + 1) % fields.count
        case .up: focus = (focus + fields.count - 1) % fields.count
        case .character(" ") where texts[focus].isEmpty && fields[focus].picks != nil:
            picker = ReferencePicker(field: fields[focus].name, word: fields[focus].picks ?? "")
            return .search
        case .character(" ") where !fields[focus].choices.isEmpty:
            let choices = fields[focus].choices
            let next = choices.firstIndex(of: texts[focus]).map { ($0 + 1) % choices.count } ?? 0
            texts[focus] = choices[next]
        case .control("u"): texts[focus] = ""
        default: _ = TypedLine.type(key, into: &texts[focus])
        }
        return .stay
    }

    /// Lists what the open picker's search finds, or why nothing could be read.
    mutating func search() async {
        guard let open = picker else { return }
        let outcome: Result<[ReferencePicker.Entry], any Error>
        do {
            outcome = .success(try await candidates(open.field, open.search))
        } catch {
            outcome = .failure(error)
        }
        picker?.show(outcome)
    }

    /// The line in `lines(width:)`'s body that must stay in view: the focused row, or the picker's mark.
    var focusedLine: Int { picker?.marked ?? focus }

    private mutating func pick(_ key: Key) -> Step {
        guard var open = picker else { return .stay }
        let step = open.press(key)
        picker = open
        switch step {
        case .stay: return .stay
        case .search: return .search
        case .close: picker = nil
        case .pick(let typed):
            texts[focus] = typed
            picker = nil
        }
        return .stay
    }

    /// The form in `width` cells: its title, then a row a field with its name,
    /// its text (the cursor after it on the focused row) and the refusal on
    /// its row; or, while one is open, the picker.
    func lines(width: Int) -> [String] {
        if let picker { return picker.lines(width: width) }
        let column = (fields.map { TerminalCells.width(of: $0.name) }.max() ?? 0) + 2
        let rows = fields.indices.map { index in
            let field = fields[index]
            let mark = index == focus ? "> " : "  "
            // The focused row shows the end of its text, where the cursor is; the others their start.
            let room = max(0, width - 2 - column)
            let typed =
                index == focus
                ? TextLayout.end(of: SafeText.make(texts[index].suffix(room * 4)), fitting: room - 1) + "_"
                : TextLayout.truncate(SafeText.make(texts[index], within: room), to: room)
            let picks = field.picks == nil ? "" : "; Space picks"
            let hint = texts[index].isEmpty ? "(\(field.form)\(field.isOptional ? ", may be empty" : "")\(picks))" : ""
            let text = [typed, hint].filter { !$0.isEmpty }.joined(separator: " ")
            let problem = refusal?.field == field.name ? refusal.map { "  ← " + SafeText.make($0.message) } ?? "" : ""
            return TextLayout.truncate(mark + TextLayout.fit(field.name, to: column) + text + problem, to: width)
        }
        return [TextLayout.truncate("\(title):", to: width)] + rows
    }
}
