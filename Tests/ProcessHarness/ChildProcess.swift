public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program the tests run, with its stdout and stderr read at once, each on a
/// thread of its own, as the bytes arrive.
///
/// Reading both pipes together means neither can fill and stall the child, and
/// a test can wait for a line on one while the other keeps flowing. Every wait
/// has a deadline: a child that misses it is killed, and the wait throws a
/// `HarnessFailure` that shows everything the child printed, so a hang fails
/// the test with its evidence instead of stalling the run.
public final class ChildProcess: @unchecked Sendable {
    // Unchecked because macOS's SDK may not mark Process Sendable; every stored
    // property is a constant, and what changes lives in the locked Transcript.

    /// The program's name, for messages.
    public let name: String
    private let process: Process
    private let input: FileHandle
    private let transcript = Transcript()
    private let timeout: Duration
    private let ownFolder: URL?
    // Typed input is written in order on its own queue, so a child that reads
    // slowly, or not at all, never blocks the test.
    private let writer = DispatchQueue(label: "ChildProcess.input")

    /// Launches `executable`. Each wait gives up `timeout` after it began.
    /// `ownFolder`, when given, is the child's scratch folder, removed with this object.
    public init(
        _ executable: URL, arguments: [String], environment: [String: String], timeout: Duration,
        ownFolder: URL? = nil
    ) throws {
        name = executable.lastPathComponent
        self.timeout = timeout
        self.ownFolder = ownFolder
        // Writing to a child that has exited must fail the write, not kill the tests.
        signal(SIGPIPE, SIG_IGN)
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let transcript = transcript
        process.terminationHandler = { process in
            let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
            transcript.update { $0.termination = (process.terminationStatus, signal) }
        }
        self.process = process
        input = stdin.fileHandleForWriting
        try process.run()
        transcript.read(stdout.fileHandleForReading) {
            $0.output.append($1)
        } ended: {
            $0.outputEnded = true
        }
        transcript.read(stderr.fileHandleForReading) {
            $0.errors.append($1)
        } ended: {
            $0.errorsEnded = true
        }
    }

    deinit {
        kill()
        if let ownFolder { try? FileManager.default.removeItem(at: ownFolder) }
    }

    /// Sends `text` to the child's stdin, after whatever was sent before.
    public func type(_ text: String) {
        let input = input
        // The child may have exited without reading; that is its business, not a failure here.
        writer.async { try? input.write(contentsOf: Data(text.utf8)) }
    }

    /// Sends `bytes` as they are, which need not be UTF-8, after whatever was sent before.
    public func type(bytes: Data) {
        let input = input
        writer.async { try? input.write(contentsOf: bytes) }
    }

    /// Ends the child's input once everything typed so far is written.
    public func closeInput() {
        let input = input
        writer.async { try? input.close() }
    }

    /// Kills the child with SIGKILL, as a crash would end it.
    public func kill() {
        // Once the child has exited and been reaped, its pid may belong to another process.
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
    }

    /// The most memory the child has held since it started, in bytes, or nil
    /// once it has exited: read it before the child ends.
    public func peakMemory() -> Int? {
        guard process.isRunning else { return nil }
        return ProcessUsage.peakMemory(of: process.processIdentifier)
    }

    /// The CPU the child has used so far, or nil once it has exited.
    public func cpuTime() -> Duration? {
        guard process.isRunning else { return nil }
        return ProcessUsage.cpuTime(of: process.processIdentifier)
    }

    /// Waits until the child's stdout holds `text`; returns all of it so far.
    @discardableResult
    public func waitForOutput(containing text: String) throws -> String {
        try wait(for: "'\(text)' on stdout", within: timeout) { printed in
            let output = String(decoding: printed.output, as: UTF8.self)
            if output.contains(text) { return .done(output) }
            return printed.outputEnded ? .failed("stdout ended without '\(text)'") : .waiting
        }
    }

    /// Waits until the child's stderr holds `text`; returns all of it so far.
    @discardableResult
    public func waitForErrors(containing text: String) throws -> String {
        try wait(for: "'\(text)' on stderr", within: timeout) { printed in
            let errors = String(decoding: printed.errors, as: UTF8.self)
            if errors.contains(text) { return .done(errors) }
            return printed.errorsEnded ? .failed("stderr ended without '\(text)'") : .waiting
        }
    }

    /// Waits until the child has exited and both pipes are read to their end,
    /// `within` the given time rather than the child's timeout when given.
    public func finish(within limit: Duration? = nil) throws -> ProcessResult {
        try wait(for: "exit", within: limit ?? timeout) { printed in
            guard let termination = printed.termination, printed.outputEnded, printed.errorsEnded else {
                return .waiting
            }
            return .done(
                ProcessResult(
                    status: termination.status, signal: termination.signal,
                    output: String(decoding: printed.output, as: UTF8.self),
                    errors: String(decoding: printed.errors, as: UTF8.self)))
        }
    }

    /// Looks at what the child printed each time more arrives, until `progress`
    /// is done or fails, or `limit` has passed.
    private func wait<Value>(
        for goal: String, within limit: Duration, _ progress: (Transcript.Printed) -> Transcript.Progress<Value>
    ) throws(HarnessFailure) -> Value {
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        let outcome = transcript.wait(until: Date().addingTimeInterval(seconds), progress)
        switch outcome.progress {
        case .done(let value):
            return value
        case .failed(let reason):
            throw HarnessFailure(program: name, reason: reason, printed: outcome.printed)
        case .waiting:
            kill()
            throw HarnessFailure(
                program: name, reason: "no \(goal) within \(limit), so it was killed",
                printed: outcome.printed)
        }
    }
}
