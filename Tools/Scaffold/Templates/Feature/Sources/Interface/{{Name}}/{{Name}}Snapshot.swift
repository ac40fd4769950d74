import {{Application}}

/// What the {{Name}} display was last told to show, which both its windows
/// keep and draw from: one value, with the display's rules for keeping it,
/// so the line and full-screen views never hold two copies of the same state.
struct {{Name}}Snapshot {
    var list = {{Name}}ViewModel(title: "", headings: [], rows: [], emptyText: "", positionText: "")
    /// Why the list could not be read, shown in its place until a list arrives.
    var problem: String?
    var detail: {{Item}}DetailViewModel?
    var screen = {{Name}}Screen.list

    mutating func show{{Name}}(_ list: {{Name}}ViewModel) {
        self.list = list
        problem = nil
    }

    mutating func show{{Name}}Unavailable(_ reason: String) { problem = reason }
    mutating func show{{Item}}(_ detail: {{Item}}DetailViewModel) { self.detail = detail }
    mutating func showScreen(_ screen: {{Name}}Screen) { self.screen = screen }
}
