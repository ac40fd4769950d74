import Application
import Interface

/// A feature's flow whose every step a shell test chooses: what a line does,
/// when background work ends, and whether work is under way.
final class ScriptedFlow: FeatureFlow {
    enum Intent: Equatable, Sendable {
        case show(String)
        case refuse(String)
    }

    /// Refused with the words the test chose.
    struct Reason: Refusal {
        let message: String
    }

    let updates: AsyncStream<Void>
    let window = TextWindow()
    /// Whether work is under way, as the shell asks; `settledReads` counts its asking.
    var isSettled: Bool {
        settledReads += 1
        let met = askedWaiters.filter { $0.times <= settledReads }
        askedWaiters.removeAll { $0.times <= settledReads }
        for waiter in met { waiter.asked.resume() }
        return settled
    }
    private(set) var settledReads = 0
    /// Tests awaiting the shell's asking, each with the count it waits for.
    private var askedWaiters: [(times: Int, asked: CheckedContinuation<Void, Never>)] = []
    private var settled = true
    /// When set, `show()` is refused with these words, as when the store has gone away.
    var showRefusal: String?
    private(set) var log: [String] = []
    private let updated: AsyncStream<Void>.Continuation

    init() {
        (updates, updated) = AsyncStream.makeStream(of: Void.self)
    }

    /// Changes the screen from the background, as a finished sync does.
    func changeInBackground(to text: String, settled: Bool) {
        window.text = text
        self.settled = settled
        updated.yield()
    }

    /// Returns once the shell has asked `times` times in all whether work is
    /// under way: the sign that it has taken an update and weighed it.
    func settledAsked(times: Int) async {
        guard settledReads < times else { return }
        await withCheckedContinuation { askedWaiters.append((times, $0)) }
    }

    /// Shows "shown" the first time; later, the screen as it was left.
    func show() async -> IntentOutcome<Reason> {
        log.append("show")
        if let showRefusal { return .refused(Reason(message: showRefusal)) }
        if window.text.isEmpty { window.text = "shown" }
        return .done
    }

    func handle(_ intent: Intent) async -> IntentOutcome<Reason> {
        log.append("handle \(intent)")
        switch intent {
        case .show(let text):
            window.text = text
            return .done
        case .refuse(let reason):
            return .refused(Reason(message: reason))
        }
    }

    func finish() async { log.append("finish") }
    func stop() async { log.append("stop") }

    /// `refuse X` refuses with X; `bad` does not parse; any other line shows itself.
    static func parse(_ line: String) throws(CommandError) -> Intent {
        if line == "bad" { throw .unknown(line) }
        if line.hasPrefix("refuse ") { return .refuse(String(line.dropFirst(7))) }
        return .show(line)
    }

    /// A key of each kind of action.
    static let keys: [KeyBinding<Intent>] = [
        KeyBinding([.enter], "Enter", "show the row", .selected { .show("row \($0)") }),
        KeyBinding(
            "p", "say something",
            .prompt(
                label: "say", submit: { $0.hasPrefix("no") ? .refuse("not that") : .show($0) },
                cancel: .show("cancelled"))),
        KeyBinding("x", "be refused", .intent(.refuse("not here"))),
        KeyBinding("d", "delete, once asked", .confirm(question: "really?", action: .intent(.show("deleted")))),
    ]

    func feature(named name: String) -> Feature {
        Feature(
            name: name, summary: "the \(name) feature", commands: [CommandHelp("say TEXT", "show TEXT")],
            keys: Self.keys, flow: self, window: window, parse: Self.parse)
    }
}

/// A window of one line of text, and in full-screen mode the rows
/// numbered `selectableNumbers` below it, the cursor's marked with `>`.
final class TextWindow: FullScreenWindow {
    var text = ""
    var selectableNumbers: [Int] = []
    private var top = 0

    func frame(width: Int) -> [String] { [String(text.prefix(width))] }

    func frame(width: Int, height: Int, selected: Int?) -> [String] {
        let rows = selectableNumbers.map { ($0 == selected ? ">" : " ") + "row \($0)" }
        let focus = selected.flatMap { selectableNumbers.firstIndex(of: $0) }.map { $0..<($0 + 1) }
        top = Viewport.top(top, keeping: focus, room: height - 1, count: rows.count)
        return Viewport.fit(head: frame(width: width), body: rows, tail: [], height: height, from: top)
    }
}
