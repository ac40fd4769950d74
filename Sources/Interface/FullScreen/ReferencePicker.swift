/// A picker over the entries a reference field may name, open over the
/// form: what is typed searches them by the start of their label, ↑ and ↓
/// move among those found, Enter puts the one marked into the field's row
/// as `#id`, and Esc goes back to the form with the row as it was.
struct ReferencePicker {
    /// What a key leaves the form to do.
    enum Step: Equatable {
        case stay, search, close
        /// The text that names the entry picked: "#12".
        case pick(String)
    }

    /// One entry as the picker lists it, "Ada Lovelace #3", and the text that names it, "#3".
    struct Entry: Equatable {
        let shown: String
        let typed: String
    }

    /// At most this many entries are listed; typing more finds the others.
    static let listed = 10

    /// The field's name, and what one of its entries is called: "contact".
    let field: String
    let word: String
    private(set) var search = ""
    private(set) var found: [Entry] = []
    private(set) var marked = 0
    /// Why the entries could not be read, in one line.
    private(set) var problem: String?

    init(field: String, word: String) {
        self.field = field
        self.word = word
    }

    mutating func press(_ key: Key) -> Step {
        switch key {
        case .escape: return .close
        case .enter: return found.indices.contains(marked) ? .pick(found[marked].typed) : .stay
        case .down, .tab: marked = min(marked + 1, max(0, found.count - 1))
        case .up: marked = max(0, marked - 1)
        case .control("u"):
            guard !search.isEmpty else { return .stay }
            search = ""
            return .search
        default:
            // Only a key that changes the search asks for the entries again.
            let before = search
            _ = TypedLine.type(key, into: &search)
            return search == before ? .stay : .search
        }
        return .stay
    }

    /// What the search found, or why nothing could be read; the mark goes back to the first.
    mutating func show(_ outcome: Result<[Entry], any Error>) {
        marked = 0
        switch outcome {
        case .success(let entries):
            found = entries
            problem = nil
        case .failure(let error):
            found = []
            problem = "no \(word) could be read: \(error)"
        }
    }

    /// The picker in `width` cells: the field and the search, then the
    /// entries found, the marked one with `>`. The status row says the keys.
    func lines(width: Int) -> [String] {
        // Where the words would leave the search too little room, the field's name alone heads it.
        let words = "\(field), the \(word) whose label starts with: "
        let head = TerminalCells.width(of: words) + 12 <= width ? words : "\(field): "
        let room = max(1, width - TerminalCells.width(of: head))
        let rows =
            if let problem {
                [SafeText.make(problem)]
            } else if found.isEmpty {
                ["no \(word)'s label starts with '\(SafeText.make(search))'"]
            } else {
                found.indices.map { ($0 == marked ? "> " : "  ") + SafeText.make(found[$0].shown) }
            }
        let typed = TextLayout.end(of: SafeText.make(search), fitting: room - 1) + "_"
        return ([head + typed] + rows).map { TextLayout.truncate($0, to: width) }
    }
}
