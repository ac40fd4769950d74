/// The App's second view: the same features, flows and intents as the line
/// shell, driven by keys on a screen redrawn in place.
///
/// It reads key presses, not lines. The shell's own keys move the cursor,
/// switch features, show help and quit; every other key goes to the feature
/// on screen, whose key map turns it into one of its intents. Each frame is
/// written as the lines that changed since the last one. Like `Shell`, it
/// names no feature, and it draws after each key once the key's effects are
/// in, or when background work has changed the screen and settled.
public final class FullScreenShell {
    let features: [Feature]
    let output: any ScreenOutput
    private let size: () -> (width: Int, height: Int)
    var active: Int?
    /// The features shown so far: the ones with work to stop at the end.
    var shown: Set<Int> = []
    /// The cursor of each feature, as an index into its selectable rows.
    var cursors: [Int: Int] = [:]
    var mode = Mode.browsing
    /// A refusal or a key's error, shown in the status row until the next key.
    var message: String?
    private var lastFrame: [String]?
    private var lastSize = (width: 0, height: 0)
    var isHandling = false
    var quits = false

    /// What the keys are doing: moving about, typing into a prompt or a form, answering y/n, or reading help.
    enum Mode {
        case browsing
        case editing(label: String, text: String, submit: (String) async -> String?, cancel: (() async -> String?)?)
        case confirming(question: String, action: BoundAction)
        case filling(FieldForm)
        case help
    }

    /// The first feature is the one on screen at launch. `size` is read for
    /// every frame, so a resized terminal gets frames that fit.
    public init(features: [Feature], output: any ScreenOutput, size: @escaping () -> (width: Int, height: Int)) {
        self.features = features
        self.output = output
        self.size = size
        active = features.indices.first
    }

    /// Runs until a key quits or the terminal goes, then cancels work under
    /// way, as a person leaving means. Every event that waits is handled
    /// before a frame is drawn, so input that runs ahead costs one frame.
    public func run(_ input: some ScreenInput) async {
        if let active { await show(active) }
        draw()
        await withDiscardingTaskGroup { group in
            for index in features.indices {
                group.addTask { await self.follow(index) }
            }
            var decoder = KeyDecoder()
            events: while true {
                let events = await input.next()
                if events.isEmpty { break }
                for event in events {
                    let keys: [Key]
                    switch event {
                    case .input(let bytes): keys = decoder.keys(in: bytes)
                    case .paused: keys = decoder.keysAfterPause()
                    case .idle: keys = decoder.keysAfterIdle()
                    case .resized:
                        lastFrame = nil
                        keys = []
                    }
                    for key in keys {
                        isHandling = true
                        await handle(key)
                        isHandling = false
                        if quits { break events }
                    }
                }
                if !input.isWaiting { draw() }
            }
            isHandling = true
            for index in shown.sorted() { await features[index].stop() }
            group.cancelAll()
        }
    }

    /// Draws again from a cleared screen, as after the terminal was handed back and forth.
    func redrawAll() {
        lastFrame = nil
        draw()
    }

    /// Puts a feature on screen as its store has it now. A store that has
    /// gone away says so in the status row, and leaves the screen as it was:
    /// a refused switch is no switch.
    func show(_ index: Int) async {
        shown.insert(index)
        message = await features[index].show()?.message
        if message == nil { active = index }
    }

    /// The number of the row under the cursor of the feature on screen, if any.
    var selectedNumber: Int? {
        guard let active, let window = features[active].window as? any FullScreenWindow else { return nil }
        let numbers = window.selectableNumbers
        guard !numbers.isEmpty else { return nil }
        return numbers[min(cursors[active] ?? 0, numbers.count - 1)]
    }

    private func follow(_ index: Int) async {
        for await _ in features[index].updates {
            guard index == active, !isHandling, features[index].isSettled() else { continue }
            draw()
        }
    }

    /// Draws the frame for the terminal's size as it is now. A frame of
    /// another size is drawn whole on a cleared screen, since a diff against
    /// the last one would write rows the terminal no longer has.
    func draw() {
        let (width, height) = size()
        if lastSize.width != width || lastSize.height != height { lastFrame = nil }
        lastSize = (width, height)
        let frame = FullScreenFrame.lines(for: self, width: width, height: height)
        let update = ScreenDiff.update(from: lastFrame, to: frame)
        lastFrame = frame
        if !update.isEmpty { output.write(update) }
    }
}
