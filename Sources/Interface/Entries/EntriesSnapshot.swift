import Application

/// What a feature's `EntryDisplay` was last told to show, which both its
/// windows keep and draw from: one value, with the display's rules for
/// keeping it, so the line and full-screen views never hold two copies of
/// the same state.
struct EntriesSnapshot {
    var list = EntriesViewModel.none
    /// Why the list could not be read, shown in its place until a list arrives.
    var problem: String?
    var detail: EntryDetailViewModel?
    var screen = EntryScreen.list

    mutating func showEntries(_ list: EntriesViewModel) {
        self.list = list
        problem = nil
    }

    mutating func showEntriesUnavailable(_ reason: String) { problem = reason }
    mutating func showEntry(_ detail: EntryDetailViewModel) { self.detail = detail }
    mutating func showScreen(_ screen: EntryScreen) { self.screen = screen }
}
