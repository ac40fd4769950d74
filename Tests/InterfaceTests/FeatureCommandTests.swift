import Application
import Interface
import Testing

/// The seam `make feature` extends: a feature's word reaches it before the Inbox parses the line.
@Suite struct FeatureCommandTests {
    let feature = FeatureCommand(name: "orders", summary: "show the orders") { width in ["\(width) cells"] }

    @Test func theTerminalAnswersAFeatureWordWithItsLinesWithoutAskingTheFlow() {
        let intents = RecordingIntents()
        let terminal = InboxTerminal(window: InboxWindow(style: .plain), features: [feature])
        terminal.intents = intents
        #expect(terminal.handle("  Orders ", width: 42) == .message(["42 cells"]))
        #expect(intents.calls.isEmpty)
    }

    @Test func helpListsEachFeatureWithItsSummary() {
        let intents = RecordingIntents()
        let terminal = InboxTerminal(window: InboxWindow(style: .plain), features: [feature])
        terminal.intents = intents
        guard case .message(let lines) = terminal.handle("help", width: 80) else {
            Issue.record("help printed no message")
            return
        }
        #expect(lines.contains { $0.hasPrefix("  orders ") && $0.hasSuffix("show the orders") })
    }
}
