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
