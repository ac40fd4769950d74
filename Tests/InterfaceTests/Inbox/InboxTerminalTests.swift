import Application
import Interface
import Testing

/// Records the intents a terminal reports, so tests see what a typed line asked for.
final class RecordingIntents: InboxIntents {
    private(set) var calls: [String] = []
    func didAskForList() { calls.append("list") }
    func didSelectConversation(number: Int) { calls.append("open \(number)") }
    func didAskToGoBack() { calls.append("back") }
    func didSearch(for text: String) { calls.append("search [\(text)]") }
    func didAskForPage(forward: Bool) { calls.append(forward ? "next" : "prev") }
    func didAskToSend(_ text: String) { calls.append("send [\(text)]") }
    func didAskToDelete() { calls.append("delete") }
    func didAskToMarkRead() { calls.append("read") }
    func didAskToSync() { calls.append("sync") }
    func didAskToRetry() { calls.append("retry") }
    func didAskToQuit() { calls.append("quit") }
}

@Suite struct InboxTerminalTests {
    let intents = RecordingIntents()

    func terminal() -> InboxTerminal {
        let terminal = InboxTerminal(window: InboxWindow(style: .plain))
        terminal.intents = intents
        return terminal
    }

    @Test func eachCommandReportsItsIntent() {
        let terminal = terminal()
        let lines = [
            "list", "open 3", "back", "search  Alex Morgan ", "search", "next", "prev", "send hi  there", "delete",
            "READ", "sync", "retry", "quit",
        ]
        for line in lines { _ = terminal.handle(line, width: 80) }
        #expect(
            intents.calls == [
                "list", "open 3", "back", "search [Alex Morgan]", "search []", "next", "prev", "send [hi  there]",
                "delete", "read", "sync", "retry", "quit",
            ])
    }

    @Test(arguments: ["", "bogus", "open", "open x", "open -1", "back now", "send", "list 2"])
    func aMalformedLineIsOneErrorNamingHelpAndNoIntent(line: String) {
        guard case .error(let message) = terminal().handle(line, width: 80) else {
            Issue.record("'\(line)' was accepted")
            return
        }
        #expect(message.contains("help"))
        #expect(!message.contains("\n"))
        #expect(intents.calls.isEmpty)
    }

    @Test func helpListsEveryCommandWithoutAskingTheFlow() {
        guard case .message(let lines) = terminal().handle("help", width: 80) else {
            Issue.record("help printed no message")
            return
        }
        for command in [
            "list", "open N", "back", "search TEXT", "send TEXT", "delete", "read", "sync", "retry", "quit",
        ] {
            #expect(lines.contains { $0.hasPrefix("  \(command) ") })
        }
        #expect(intents.calls.isEmpty)
    }

    @Test func anErrorTheFlowReportsComesBackInsteadOfAFrame() {
        final class Refusing: InboxIntents {
            weak var window: InboxWindow?
            func didAskForList() {}
            func didSelectConversation(number: Int) { window?.showError("no \(number)") }
            func didAskToGoBack() {}
            func didSearch(for text: String) {}
            func didAskForPage(forward: Bool) {}
            func didAskToSend(_ text: String) {}
            func didAskToDelete() {}
            func didAskToMarkRead() {}
            func didAskToSync() {}
            func didAskToRetry() {}
            func didAskToQuit() {}
        }
        let refusing = Refusing()
        let terminal = InboxTerminal(window: InboxWindow(style: .plain))
        refusing.window = terminal.window
        terminal.intents = refusing
        #expect(terminal.handle("open 9", width: 80) == .error("no 9"))
        guard case .frame = terminal.handle("list", width: 80) else {
            Issue.record("a good command after an error drew no frame")
            return
        }
    }
}
