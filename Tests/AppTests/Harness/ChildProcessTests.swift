import Foundation
import ProcessHarness
import Testing

/// The harness every end-to-end test stands on: it reads both pipes at once,
/// and a child that hangs fails the test by the deadline, with what it printed.
@Suite struct ChildProcessTests {
    func shell(_ script: String) throws -> ChildProcess {
        try ChildProcess(
            URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script],
            environment: ProcessInfo.processInfo.environment, timeout: AppProcess.timeout)
    }

    /// A megabyte on stderr before a word on stdout: a harness that read stdout
    /// to its end first would wait forever on a child blocked writing stderr.
    @Test func aChildThatFillsStderrBeforeItWritesStdoutIsReadToTheEnd() throws {
        let child = try shell("head -c 1000000 /dev/zero >&2; echo done")
        child.closeInput()
        let result = try child.finish()
        #expect(result.status == 0)
        #expect(result.output == "done\n")
        #expect(result.errors.utf8.count == 1_000_000)
    }

    /// A shell waiting for a line holds well over 100 kB and far under 100 MB:
    /// a figure in kB or pages, taken for bytes, would fall below.
    @Test func aRunningChildsPeakMemoryIsInBytesAndGoneOnceItHasExited() throws {
        // The shell itself waits, so the figure read is its own, not one taken half way through an exec.
        let child = try shell("echo started; read line")
        try child.waitForOutput(containing: "started\n")
        let peak = try #require(child.peakMemory())
        #expect((100_000..<100_000_000).contains(peak))
        child.closeInput()
        _ = try child.finish()
        #expect(child.peakMemory() == nil)
    }

    @Test func aChildThatHangsIsKilledAtTheDeadlineAndTheFailureShowsWhatItPrinted() throws {
        // cat waits for the end of an input that is never closed.
        let child = try shell("echo started; echo warming up >&2; exec cat")
        try child.waitForOutput(containing: "started\n")
        try child.waitForErrors(containing: "warming up\n")
        #expect {
            _ = try child.finish(within: .milliseconds(100))
        } throws: { error in
            guard let failure = error as? HarnessFailure else { return false }
            return failure.output == "started\n" && failure.errors == "warming up\n"
                && failure.reason == "no exit within 0.1 seconds, so it was killed"
                && failure.description.contains("--- stdout ---\nstarted\n")
        }
    }
}
