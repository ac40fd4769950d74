import Application

/// Stands in for the terminal window: it records what the presenter pushed,
/// in order, so a test reads exactly what a person would have seen.
final class RecordingEntryDisplay: EntryDisplay {
    private(set) var lists: [EntriesViewModel] = []
    private(set) var problems: [String] = []
    private(set) var details: [EntryDetailViewModel] = []
    private(set) var screens: [EntryScreen] = []

    func showEntries(_ list: EntriesViewModel) {
        lists.append(list)
    }

    func showEntriesUnavailable(_ reason: String) {
        problems.append(reason)
    }

    func showEntry(_ detail: EntryDetailViewModel) {
        details.append(detail)
    }

    func showScreen(_ screen: EntryScreen) {
        screens.append(screen)
    }

    /// The rows on the list last shown, each field as a person types it.
    var rows: [[String]] { lists.last?.rows.map(\.typed) ?? [] }
}
