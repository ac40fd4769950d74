public import Domain

/// Keeps an `EntryDisplay` showing a feature's screen state.
///
/// It holds the one `EntryPresentation`, changes it when the flow says what
/// happened, and pushes what the presentation derives, so the display never
/// shows state the presentation does not hold. The flow reads the presentation
/// to decide; only this type changes it.
@MainActor
public final class EntryPresenter<Draft: EntryDraft> {
    public private(set) var presentation: EntryPresentation<Draft>
    private let display: any EntryDisplay

    public init(presentation: EntryPresentation<Draft>, display: any EntryDisplay) {
        self.presentation = presentation
        self.display = display
    }

    /// Shows `page` on the list screen, with the labels of what its references name.
    public func present(_ page: EntryPage<Draft>, labels: ReferenceLabels) {
        presentation.show(page, labels: labels)
        display.showEntries(presentation.viewModel)
        go(to: .list)
    }

    /// The list could not be loaded; `reason` is one line for the user.
    public func presentUnavailable(_ reason: String) {
        display.showEntriesUnavailable(reason)
        go(to: .list)
    }

    /// Shows one entry in full; `number` is the one the list shows beside it.
    public func present(_ entry: Entry<Draft>, number: Int, labels: ReferenceLabels) {
        display.showEntry(presentation.detail(of: entry, number: number, labels: labels))
        go(to: .detail)
    }

    private func go(to screen: EntryScreen) {
        presentation.screen = screen
        display.showScreen(screen)
    }
}
