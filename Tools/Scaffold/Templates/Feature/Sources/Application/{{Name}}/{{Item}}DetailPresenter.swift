public import {{Domain}}

/// Keeps a `{{Item}}DetailDisplay` showing one {{word}}, worded by the same
/// presentation as the list, so both read the same age the same way.
@MainActor
public final class {{Item}}DetailPresenter {
    private let presentation: {{Name}}Presentation
    private let display: any {{Item}}DetailDisplay

    public init(presentation: {{Name}}Presentation, display: any {{Item}}DetailDisplay) {
        self.presentation = presentation
        self.display = display
    }

    /// `number` is the one the list shows beside it.
    public func present(_ entry: {{Item}}, number: Int) {
        display.show{{Item}}(presentation.detail(of: entry, number: number))
    }
}
