public import Application

/// Reads what the user types and reports it to the flow as intents; then says
/// what the terminal should show. The screen never decides where to go next.
public final class InboxTerminal {
    public let window: InboxWindow
    public weak var intents: (any InboxIntents)?
    private let features: [FeatureCommand]

    /// `features` are the commands of the App's other features, answered before the Inbox's own.
    public init(window: InboxWindow, features: [FeatureCommand] = []) {
        self.window = window
        self.features = features
    }

    /// Handles one typed line.
    public func handle(_ line: String, width: Int) -> WindowResponse {
        if let feature = features.first(where: { $0.matches(line) }) {
            return .message(feature.lines(width: width))
        }
        let command: InboxCommand
        switch InboxCommand.parse(line) {
        case .success(let parsed): command = parsed
        case .failure(let failure): return .error(failure.description)
        }
        guard let intents else { return .quit }
        window.error = nil
        switch command {
        case .list: intents.didAskForList()
        case .open(let number): intents.didSelectConversation(number: number)
        case .back: intents.didAskToGoBack()
        case .search(let text): intents.didSearch(for: text)
        case .next: intents.didAskForPage(forward: true)
        case .previous: intents.didAskForPage(forward: false)
        case .send(let text): intents.didAskToSend(text)
        case .delete: intents.didAskToDelete()
        case .read: intents.didAskToMarkRead()
        case .sync: intents.didAskToSync()
        case .retry: intents.didAskToRetry()
        case .help: return .message(InboxHelp.lines(width: width, features: features))
        case .quit:
            intents.didAskToQuit()
            return .quit
        }
        if let error = window.error { return .error(SafeText.make(error)) }
        return .frame(window.frame(width: width))
    }
}
