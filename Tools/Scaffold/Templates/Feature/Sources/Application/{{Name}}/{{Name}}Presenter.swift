/// Keeps a `{{Name}}Display` showing the list: it takes the page the flow
/// loaded, lets the presentation word the rows, and pushes the view model.
@MainActor
public final class {{Name}}Presenter {
    public let presentation: {{Name}}Presentation
    private let display: any {{Name}}Display

    public init(presentation: {{Name}}Presentation, display: any {{Name}}Display) {
        self.presentation = presentation
        self.display = display
    }

    public func present(_ page: {{Name}}Page) {
        presentation.show(page)
        display.show{{Name}}(presentation.viewModel)
    }

    /// The list could not be loaded; `reason` is one line for the user.
    public func presentUnavailable(_ reason: String) {
        display.show{{Name}}Unavailable(reason)
    }
}
