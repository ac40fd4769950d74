import {{Application}}

/// Stands in for the terminal window: it records what the presenter pushed,
/// in order, so a test reads exactly what a person would have seen.
final class Recording{{Name}}Display: {{Name}}Display {
    private(set) var lists: [{{Name}}ViewModel] = []
    private(set) var problems: [String] = []
    private(set) var details: [{{Item}}DetailViewModel] = []
    private(set) var screens: [{{Name}}Screen] = []

    func show{{Name}}(_ list: {{Name}}ViewModel) {
        lists.append(list)
    }

    func show{{Name}}Unavailable(_ reason: String) {
        problems.append(reason)
    }

    func show{{Item}}(_ detail: {{Item}}DetailViewModel) {
        details.append(detail)
    }

    func showScreen(_ screen: {{Name}}Screen) {
        screens.append(screen)
    }

    /// The rows on the list last shown, each field as a person types it.
    var rows: [[String]] { lists.last?.rows.map(\.typed) ?? [] }
}
