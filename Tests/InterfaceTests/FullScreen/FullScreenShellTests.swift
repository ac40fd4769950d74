import Interface
import ScreenReplay
import Testing

/// The full-screen shell against a scripted feature and a recorded screen:
/// what each key does, what is drawn, and what is written to draw it.
@MainActor
struct FullScreenShellTests {
    private func run(
        _ flows: [ScriptedFlow], typing typed: [String], rows: [Int] = [], width: Int = 30, height: Int = 8
    ) async -> RecordingScreenOutput {
        await FullScreenSession.run(flows, typing: typed, rows: rows, width: width, height: height)
    }

    @Test func movingTheCursorRewritesOnlyTheTwoRowsThatChanged() async {
        let screen = await run([ScriptedFlow()], typing: ["j"], rows: [1, 2, 3])
        #expect(screen.screens.first?.text.contains(">row 1") == true)
        #expect(screen.screen.contains(" row 1\n>row 2"))
        #expect(screen.writes.last == "\u{1B}[2;1H\u{1B}[2K row 1\u{1B}[3;1H\u{1B}[2K>row 2")
    }

    @Test func theCursorStopsAtTheEndsAndHomeAndEndReachThem() async {
        let flow = ScriptedFlow()
        _ = await run([flow], typing: ["k", "\u{1B}[F", "j", "\r"], rows: [4, 5, 6])
        #expect(flow.window.text == "row 6")
        let again = ScriptedFlow()
        _ = await run([again], typing: ["jj", "\u{1B}[H", "\r"], rows: [4, 5, 6])
        #expect(again.window.text == "row 4")
    }

    @Test func enterSendsTheIntentForTheRowUnderTheCursorAndNothingWithoutOne() async {
        let flow = ScriptedFlow()
        _ = await run([flow], typing: ["j", "\r"], rows: [7, 8])
        #expect(flow.log == ["show", "handle show(\"row 8\")", "stop"])
        let empty = ScriptedFlow()
        _ = await run([empty], typing: ["\r"])
        #expect(empty.log == ["show", "stop"])
    }

    @Test func aPromptEditsInTheStatusRowAndEnterSubmitsIt() async {
        let flow = ScriptedFlow()
        let screen = await run([flow], typing: ["p", "hé", "y", "\u{7F}"], height: 4)
        #expect(screen.screen.hasSuffix("say: hé_"))
        let submitted = ScriptedFlow()
        _ = await run([submitted], typing: ["p", "hi there", "\r"])
        #expect(submitted.window.text == "hi there")
    }

    @Test func aRefusedPromptKeepsItsTextToBeMended() async {
        let flow = ScriptedFlow()
        let screen = await run([flow], typing: ["p", "no way", "\r"], height: 4)
        #expect(screen.screen.hasSuffix("error: not that"))
        let mended = ScriptedFlow()
        _ = await run([mended], typing: ["p", "no way", "\r", "\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}", "yes", "\r"])
        #expect(mended.window.text == "yes")
    }

    @Test func aListTallerThanTheScreenScrollsOnlyWhenTheCursorLeavesIt() async {
        let screen = await run([ScriptedFlow()], typing: ["j", "j", "j", "j", "k"], rows: Array(1...10), height: 5)
        // Rows: the text, three of the list, the status. Four moves down scrolled one row; one up scrolls none.
        #expect(screen.screens[screen.screens.count - 2].text.hasPrefix("shown\n row 3\n row 4\n>row 5"))
        #expect(screen.screen.hasPrefix("shown\n row 3\n>row 4\n row 5"))
        let erased = screen.writes.last?.split(separator: "\u{1B}").count { $0.hasPrefix("[2K") }
        #expect(erased == 2)
    }

    @Test func aPasteGoesIntoThePromptAsOneLineAndSubmitsNothing() async {
        let flow = ScriptedFlow()
        _ = await run([flow], typing: ["p", "\u{1B}[200~two\nlines\r\u{1B}[201~", "!", "\r"])
        #expect(flow.log == ["show", "handle show(\"two lines !\")", "stop"])
        let browsing = ScriptedFlow()
        _ = await run([browsing], typing: ["\u{1B}[200~q\r\u{1B}[201~", "p", "x", "\r"])
        #expect(browsing.window.text == "x")
    }

    @Test func escapeLeavesAPromptWithItsCancelIntent() async {
        let flow = ScriptedFlow()
        _ = await run([flow], typing: ["p", "abc", "\u{1B}"])
        #expect(flow.log == ["show", "handle show(\"cancelled\")", "stop"])
    }

    @Test func aRefusalShowsInTheStatusRowUntilTheNextKey() async {
        let screen = await run([ScriptedFlow()], typing: ["x", "j"], height: 4)
        #expect(screen.screens.contains { $0.text.hasSuffix("error: not here") })
        #expect(!screen.screen.contains("error"))
    }

    @Test func aConfirmationActsOnYOnly() async {
        let declined = ScriptedFlow()
        let screen = await run([declined], typing: ["d", "n"], height: 4)
        #expect(screen.screens.contains { $0.text.hasSuffix("really? (y/n)") })
        #expect(declined.log == ["show", "stop"])
        let confirmed = ScriptedFlow()
        _ = await run([confirmed], typing: ["d", "y"])
        #expect(confirmed.window.text == "deleted")
    }

    @Test func tabAndDigitsSwitchFeaturesAndShowEachAfresh() async {
        let (first, second) = (ScriptedFlow(), ScriptedFlow())
        let screen = await run([first, second], typing: ["\t", "p", "two", "\r", "1", "2"], width: 40, height: 4)
        #expect(second.window.text == "two")
        #expect(second.log == ["show", "handle show(\"two\")", "show", "stop"])
        #expect(screen.screen.hasSuffix("1 f1  [2 f2]  ? keys  q quit"))
    }

    @Test func aFeatureWhoseStoreIsAwaySaysSoInTheStatusRowWhenSwitchedTo() async {
        let (first, second) = (ScriptedFlow(), ScriptedFlow())
        second.showRefusal = "the store is away"
        let screen = await run([first, second], typing: ["2"], width: 40, height: 4)
        #expect(screen.screen.hasSuffix("\nerror: the store is away"))
        #expect(second.log == ["show", "stop"])
    }

    /// The shell's keys stay on the status row however many features there
    /// are: the others go by number where their names do not fit, then only
    /// the active one shows.
    @Test func theShellsKeysShowHoweverManyFeaturesThereAre() async {
        let flows = [ScriptedFlow(), ScriptedFlow(), ScriptedFlow()]
        let named = await run(flows, typing: [], width: 34)
        #expect(named.screen.hasSuffix("\n[1 f1]  2 f2  3 f3  ? keys  q quit"))
        let numbered = await run(flows, typing: [], width: 33)
        #expect(numbered.screen.hasSuffix("\n[1 f1]  2  3  ? keys  q quit"))
        let alone = await run(flows, typing: ["2"], width: 27)
        #expect(alone.screen.hasSuffix("\n[2 f2]  ? keys  q quit"))
    }

    @Test(arguments: 1...6) func helpFitsATerminalOfAnyWidth(width: Int) async {
        let screen = await run([ScriptedFlow()], typing: ["?"], width: width, height: 16)
        let rows = screen.screen.split(separator: "\n")
        #expect(rows.contains { $0.hasPrefix("K") || $0 == "…" })
        #expect(rows.allSatisfy { TerminalCells.width(of: String($0)) <= width }, "\(rows)")
    }

    @Test func helpListsTheFeaturesKeysAndTheShellsAndAnyKeyClosesIt() async {
        let screen = await run([ScriptedFlow()], typing: ["?"], width: 50, height: 16)
        let help = screen.screen
        #expect(help.contains("Keys for f1:\n  Enter      show the row\n  p          say something"))
        #expect(help.contains("Everywhere:\n  ↑ ↓  k j   move the cursor"))
        let closed = await run([ScriptedFlow()], typing: ["?", "z"], width: 50, height: 16)
        #expect(closed.screen.hasPrefix("shown"))
    }

    @Test(arguments: ["q", "\u{03}", "\u{04}"])
    func eachQuittingKeyEndsTheSessionAndStopsWork(key: String) async {
        let flow = ScriptedFlow()
        _ = await run([flow], typing: [key, "p", "late", "\r"])
        #expect(flow.log == ["show", "stop"])
    }

    @Test func ctrlDQuitsFromAnEmptyPromptOnly() async {
        let flow = ScriptedFlow()
        _ = await run([flow], typing: ["p", "a", "\u{04}", "\r"])
        #expect(flow.window.text == "a")
        let empty = ScriptedFlow()
        _ = await run([empty], typing: ["p", "\u{04}", "x"])
        #expect(empty.log == ["show", "stop"])
    }

    @Test func ctrlZSuspendsThenDrawsTheWholeScreenAgain() async {
        let screen = await run([ScriptedFlow()], typing: ["\u{1A}"])
        #expect(screen.suspensions == 1)
        #expect(screen.writes.last?.hasPrefix(ScreenDiff.clear) == true)
    }

    /// Each wait is on a signal the shell gives, its write or its asking. The
    /// time limit only stops a shell that never draws: beside the whole suite
    /// and four CPU hogs (load 11 on 2 cores) this test took 92 s from start
    /// to end, waiting its turn on the main actor.
    @Test(.timeLimit(.minutes(3))) func settledBackgroundWorkRedrawsWithoutAKey() async {
        let screen = RecordingScreenOutput(rows: 4)
        let flow = ScriptedFlow()
        let shell = FullScreenShell(features: [flow.feature(named: "f1")], output: screen) { (30, 4) }
        let input = ScriptedInput()
        let running = Task { await shell.run(input) }
        // The first frame comes after the feature is shown, so from here the shell weighs every update.
        await screen.drawn { $0.hasPrefix("shown") }
        flow.changeInBackground(to: "half", settled: false)
        // The shell has taken the change once it asks whether work has settled; it is not, so nothing is drawn.
        await flow.settledAsked(times: 1)
        flow.changeInBackground(to: "synced", settled: true)
        await screen.drawn { $0.hasPrefix("synced") }
        #expect(!screen.screens.contains { $0.text.hasPrefix("half") })
        input.finish()
        await running.value
    }
}
