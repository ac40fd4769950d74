import Application
import Interface

/// The inbox list drawn the way `inbox` draws it: through the store port, the
/// presentation model, the presenter, the display protocol, the window façade
/// and its renderers.
final class LayeredInbox {
    private let presenter: InboxPresenter
    private let window: InboxWindow

    init(store: any ConversationStore, timestamps: TimestampFormatter, pageSize: Int, style: TextStyle) {
        window = InboxWindow(style: style)
        presenter = InboxPresenter(
            presentation: InboxPresentation(store: store, timestamps: timestamps, pageSize: pageSize),
            display: window)
    }

    /// Reads the list from the store again and draws the whole screen, as a redraw does.
    func frame(width: Int) -> [String] {
        presenter.refresh()
        return window.frame(width: width)
    }

    /// Draws the screen from the view model the last `frame(width:)` left, reading nothing:
    /// the renderers and the terminal toolkit alone.
    func draw(width: Int) -> [String] {
        window.frame(width: width)
    }
}
