import Application
import Foundation
import Interface

/// The inbox list drawn the way the App draws it: an intent to the flow, which
/// loads through the service and the store port, the presentation model, the
/// presenter, the display protocol, the window façade and its renderers.
@MainActor
final class LayeredInbox {
    private let flow: InboxFlow
    private let window: InboxWindow

    init(store: any ConversationStore, timestamps: TimestampFormatter, pageSize: Int, style: TextStyle) {
        window = InboxWindow(style: style)
        let service = InboxService(store: store, feed: nil, now: { Date() })
        flow = InboxFlow(
            service: service,
            presenter: InboxPresenter(
                presentation: InboxPresentation(timestamps: timestamps, pageSize: pageSize), display: window))
    }

    /// Reads the list from the store again and draws the whole screen, as `list` does.
    func frame(width: Int) async -> [String] {
        _ = await flow.handle(.showList)
        return window.frame(width: width)
    }

    /// Draws the screen from the view model the last `frame(width:)` left, reading nothing:
    /// the renderers and the terminal toolkit alone.
    func draw(width: Int) -> [String] {
        window.frame(width: width)
    }
}
