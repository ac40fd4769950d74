import Application
import Interface
import Testing

/// The shell against scripted features and a recording output: what it draws,
/// when, and which feature answers a line.
@Suite struct ShellTests {
    let first = ScriptedFlow()
    let second = ScriptedFlow()
    let output = RecordingOutput()
    let input: AsyncStream<InputLine>
    let typing: AsyncStream<InputLine>.Continuation

    init() {
        (input, typing) = AsyncStream.makeStream(of: InputLine.self)
    }

    func shell(endOfInput: Shell.EndOfInput = .waitsForWork) -> Shell {
        Shell(
            features: [first.feature(named: "alpha"), second.feature(named: "beta")], output: output,
            endOfInput: endOfInput, width: { 60 })
    }

    func run(_ lines: [String], endOfInput: Shell.EndOfInput = .waitsForWork) async {
        for line in lines { typing.yield(.text(line)) }
        typing.finish()
        await shell(endOfInput: endOfInput).run(input)
    }

    @Test func drawsTheFirstFeatureAtLaunchAndAFrameAfterEachCommand() async {
        await run(["hello", "world"])
        #expect(output.events == [.frame(["shown"]), .frame(["hello"]), .frame(["world"])])
        #expect(output.causes == [.launch, .command, .command])
        #expect(first.log == ["show", "handle show(\"hello\")", "handle show(\"world\")", "finish"])
    }

    @Test func aRefusedOrUnparsedLineIsReportedWithoutAFrame() async {
        await run(["refuse not \u{1B}now", "bad", "   "])
        #expect(
            output.events == [
                .frame(["shown"]), .error("not ␛now"),
                .error("unknown command 'bad' (type 'help' to see every command)"),
                .error("type a command, or 'help' to see them all"),
            ])
    }

    @Test func aLineTooLongToReadIsReportedWithItsLimitAndTheSessionGoesOn() async {
        typing.yield(.tooLong(limit: 65_536))
        await run(["hello"])
        #expect(
            output.events == [
                .frame(["shown"]),
                .error("line too long: over 65536 bytes, so it was skipped (type 'help' to see every command)"),
                .frame(["hello"]),
            ])
    }

    @Test func aFeatureNameSwitchesToItAndShowsItAfresh() async {
        await run(["beta", "hi", "alpha", "beta"])
        #expect(
            output.events == [
                .frame(["shown"]), .frame(["shown"]), .frame(["hi"]), .frame(["shown"]), .frame(["hi"]),
            ])
        #expect(second.log == ["show", "handle show(\"hi\")", "show", "finish"])
        #expect(first.log == ["show", "show", "finish"])
    }

    /// A switch needs the store as a command does, so a store that has gone
    /// away costs it one line and no frame of what the store once held.
    @Test func aSwitchToAFeatureWhoseStoreIsAwayIsOneLineEachTime() async {
        second.showRefusal = "the store is \u{1B}away"
        await run(["beta", "alpha", "beta"])
        #expect(
            output.events == [
                .frame(["shown"]), .error("the store is ␛away"), .frame(["shown"]), .error("the store is ␛away"),
            ])
        #expect(output.causes == [.launch, .command, .command, .command])
    }

    @Test func helpListsTheCommandsOnScreenTheShellsOwnAndEveryFeature() async {
        await run(["help"])
        #expect(
            output.events.last
                == .message([
                    "Commands:", "  say TEXT  show TEXT", "  help      show this help",
                    "  quit      leave (the end of input does too)", "Features:",
                    "  alpha     the alpha feature (on screen)", "  beta      the beta feature",
                ]))
    }

    @Test(arguments: ["help me", "quit now", "beta 3"])
    func aShellWordWithMoreAfterItIsAnError(line: String) async {
        await run([line])
        #expect(output.events.count == 2)
        guard case .error(let message) = output.events.last else {
            Issue.record("'\(line)' was not refused")
            return
        }
        #expect(message.hasSuffix("takes nothing after it (type 'help' to see every command)"))
    }

    @Test func quitStopsWorkAndIgnoresTheRest() async {
        await run(["quit", "hello"])
        #expect(output.events == [.frame(["shown"])])
        #expect(first.log == ["show", "stop"])
    }

    @Test func theEndOfAPersonsInputCancelsWork() async {
        await run([], endOfInput: .cancelsWork)
        #expect(first.log == ["show", "stop"])
    }

    @Test func backgroundWorkIsDrawnOnceItSettlesAndNeverTwiceTheSame() async {
        let shell = shell()
        async let session: Void = shell.run(input)
        var frames = output.frames.makeAsyncIterator()
        #expect(await frames.next() == ["shown"])
        first.changeInBackground(to: "half way", settled: false)
        first.changeInBackground(to: "done", settled: true)
        #expect(await frames.next() == ["done"])
        first.changeInBackground(to: "done", settled: true)
        typing.yield(.text("after"))
        #expect(await frames.next() == ["after"])
        typing.finish()
        await session
        #expect(output.events == [.frame(["shown"]), .frame(["done"]), .frame(["after"])])
        #expect(output.causes == [.launch, .update, .command])
    }

    @Test func aFeatureNotOnScreenDoesNotDraw() async {
        let shell = shell()
        async let session: Void = shell.run(input)
        var frames = output.frames.makeAsyncIterator()
        _ = await frames.next()
        second.changeInBackground(to: "elsewhere", settled: true)
        typing.yield(.text("here"))
        #expect(await frames.next() == ["here"])
        typing.finish()
        await session
        #expect(!output.events.contains(.frame(["elsewhere"])))
    }
}
