import Application
import Foundation
import Infrastructure
import Interface

/// One run of the Inbox in a terminal or on a script: builds the object graph,
/// then reads commands until `quit` or the end of input.
final class InboxSession {
    private let window: InboxWindow
    private let flow: InboxFlow
    private let width: Int
    private let interactive: Bool
    private let store: any ConversationStore

    init(options: LaunchOptions) throws {
        let now = Date()
        store = try StoreFactory.make(options.store, demo: options.fillsWithDemo, now: now)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let timestamps = TimestampFormatter(now: { Date() }, calendar: calendar, locale: Locale(identifier: "en_US"))
        interactive = TerminalDevice.inputIsTerminal
        let styled = interactive && TerminalDevice.outputIsTerminal
        window = InboxWindow(style: TextStyle(isEnabled: styled))
        let presentation = InboxPresentation(store: store, timestamps: timestamps)
        flow = InboxFlow(
            store: store,
            inbox: InboxPresenter(presentation: presentation, display: window),
            conversation: ConversationPresenter(store: store, timestamps: timestamps, display: window),
            display: window)
        window.intents = flow
        width = options.width ?? TerminalDevice.columns ?? 80
    }

    func run() {
        flow.start()
        draw(window.frame(width: width))
        while !flow.isFinished {
            if interactive { print("> ", terminator: "") }
            guard let line = readLine() else { break }
            do { try store.noticeExternalChanges() } catch { FileHandle.standardError.write(Data("error: \(error)\n".utf8)) }
            switch window.handle(line, width: width) {
            case .frame(let lines): draw(lines)
            case .message(let lines): print(lines.joined(separator: "\n"))
            case .error(let message): FileHandle.standardError.write(Data("error: \(message)\n".utf8))
            case .quit: return
            }
        }
    }

    /// Interactive sessions redraw in place; scripted ones print each frame once,
    /// with a blank line between frames and no terminal codes.
    private func draw(_ lines: [String]) {
        if interactive { print("\u{1B}[H\u{1B}[2J", terminator: "") } else { print() }
        print(lines.joined(separator: "\n"))
        // Out now, even into a pipe: whatever drives inbox may take a frame as the acknowledgement of a change.
        fflush(nil)
    }
}
