public import {{Application}}

/// Stands in for the terminal window: it records what the presenter pushed,
/// in order, so a test reads exactly what a person would have seen.
/// Public, so that every test target of a feature with modules can share it.
public final class Recording{{Name}}Window: {{Name}}Display {
    public private(set) var lists: [{{Name}}ViewModel] = []
    public private(set) var problems: [String] = []
    public private(set) var details: [{{Item}}DetailViewModel] = []
    public private(set) var screens: [{{Name}}Screen] = []

    public init() {}

    public func show{{Name}}(_ list: {{Name}}ViewModel) {
        lists.append(list)
    }

    public func show{{Name}}Unavailable(_ reason: String) {
        problems.append(reason)
    }

    public func show{{Item}}(_ detail: {{Item}}DetailViewModel) {
        details.append(detail)
    }

    public func showScreen(_ screen: {{Name}}Screen) {
        screens.append(screen)
    }

    /// The titles of the rows on the list last shown.
    public var titles: [String] { lists.last?.rows.map(\.title) ?? [] }
}
