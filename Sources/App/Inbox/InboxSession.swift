import Application
import Foundation
import Infrastructure
import Interface

/// One run of the Inbox in a terminal or on a script: builds the object graph,
/// then reads commands until `quit` or the end of input.
final class InboxSession {
    private let terminal: InboxTerminal
    private let flow: InboxFlow
    private let service: InboxService
    private let fixedWidth: Int?
    private let interactive: Bool
    private let store: any ConversationStore

    init(options: LaunchOptions, feed: (any RemoteFeed)?) throws {
        let pinned = options.now
        let now = { pinned ?? Date() }
        store = try StoreFactory.make(options.store, demo: options.fillsWithDemo, now: now())
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let timestamps = TimestampFormatter(now: now, calendar: calendar, locale: Locale(identifier: "en_US"))
        interactive = TerminalDevice.inputIsTerminal
        let style = TextStyle(isEnabled: TerminalDevice.wantsStyle)
        let window = InboxWindow(style: style)
        service = InboxService(store: store, feed: feed, now: now)
        flow = InboxFlow(
            service: service,
            inbox: InboxPresenter(
                presentation: InboxPresentation(store: store, timestamps: timestamps), display: window),
            conversation: ConversationPresenter(store: store, timestamps: timestamps, display: window),
            sync: SyncFlow(service: service, display: window),
            display: window)
        terminal = InboxTerminal(window: window, features: Features.commands(style: style))
        terminal.intents = flow
        fixedWidth = options.width
    }

    func run() {
        flow.start()
        draw(terminal.window.frame(width: width))
        while !flow.isFinished {
            if interactive { print("> ", terminator: "") }
            guard let line = readLine() else { break }
            do {
                try service.noticeExternalChanges()
            } catch {
                report("could not check the store for changes: \(error)")
            }
            switch terminal.handle(line, width: width) {
            case .frame(let lines): draw(lines)
            case .message(let lines): print(lines.joined(separator: "\n"))
            case .error(let message): report(message)
            case .quit: return
            }
        }
    }

    /// Read for every frame, so a resized terminal gets frames that fit.
    private var width: Int { fixedWidth ?? TerminalDevice.columns.map { max($0, LaunchOptions.minimumWidth) } ?? 80 }

    /// Interactive sessions redraw in place; scripted ones print each frame once,
    /// with a blank line between frames and no terminal codes.
    private func draw(_ lines: [String]) {
        if interactive { print("\u{1B}[H\u{1B}[2J", terminator: "") } else { print() }
        print(lines.joined(separator: "\n"))
        // Out now, even into a pipe: whatever drives inbox may take a frame as the acknowledgement of a change.
        fflush(nil)
    }

    private func report(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }
}
