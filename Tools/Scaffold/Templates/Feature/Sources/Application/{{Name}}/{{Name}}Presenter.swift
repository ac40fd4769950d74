{{modules}}public import Application
public import {{Domain}}

/// Keeps a `{{Name}}Display` showing the {{Name}} feature's screen state.
///
/// It holds the one `{{Name}}Presentation`, changes it when the flow says what
/// happened, and pushes what the presentation derives, so the display never
/// shows state the presentation does not hold. The flow reads the presentation
/// to decide; only this type changes it.
@MainActor
public final class {{Name}}Presenter {
    public private(set) var presentation: {{Name}}Presentation
    private let display: any {{Name}}Display

    public init(presentation: {{Name}}Presentation, display: any {{Name}}Display) {
        self.presentation = presentation
        self.display = display
    }

    /// Shows `page` on the list screen, with the labels of what its references name.
    public func present(_ page: {{Name}}Page, labels: ReferenceLabels) {
        presentation.show(page, labels: labels)
        display.show{{Name}}(presentation.viewModel)
        go(to: .list)
    }

    /// The list could not be loaded; `reason` is one line for the user.
    public func presentUnavailable(_ reason: String) {
        display.show{{Name}}Unavailable(reason)
        go(to: .list)
    }

    /// Shows one entry in full; `number` is the one the list shows beside it.
    public func present(_ entry: {{Item}}, number: Int, labels: ReferenceLabels) {
        display.show{{Item}}(presentation.detail(of: entry, number: number, labels: labels))
        go(to: .detail)
    }

    private func go(to screen: {{Name}}Screen) {
        presentation.screen = screen
        display.showScreen(screen)
    }
}
