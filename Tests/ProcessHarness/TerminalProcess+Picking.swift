public import ScreenReplay

extension TerminalProcess {
    /// Picks the first entry a reference field's picker finds, as a person
    /// does, in the full-screen edit form of the row under the cursor: Tab to
    /// the form's row `row`, named `field`; Ctrl-U empties it and Space opens
    /// its picker over the `word` entries; `search` is typed; Enter picks the
    /// first found, which must be `#1`, and Enter saves, back to the list
    /// showing `list`. Returns the edit form opened once more, to read what
    /// was saved, having closed it again. Every referring feature's
    /// end-to-end test picks through this, one call a reference field.
    public func pickFirst(
        inRow row: Int, named field: String, of word: String, searching search: String, backTo list: String
    ) throws -> ScreenReplay {
        press("e")
        try waitForScreen(containing: "Enter saves")
        press(String(repeating: "\t", count: row) + "\u{15} ")
        try waitForScreen(containing: "\(field), the \(word) whose label starts with")
        press(search)
        try waitForScreen(containing: "> " + search + " #1")
        press("\r")
        try waitForScreen(containing: "#1_")
        press("\r")
        try waitForScreen(containing: list)
        press("e")
        let saved = try waitForScreen(containing: "Enter saves")
        press("\u{1B}")
        try waitForScreen(containing: list)
        return saved
    }
}
