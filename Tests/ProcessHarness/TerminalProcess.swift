public import Foundation
public import ScreenReplay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program run on a pseudo-terminal of its own, as a person runs it: the
/// terminal is its controlling terminal, so it gets raw input, SIGWINCH and
/// SIGHUP as it would in a terminal window. The test types into the master
/// side, reads the screen the program drew, and reads the terminal's settings
/// (`stty -g`) through a slave side it keeps open.
public final class TerminalProcess: @unchecked Sendable {
    // Unchecked because its descriptors are plain integers used from the test
    // and one reading thread; what changes lives in the locked Transcript.

    public let pid: pid_t
    /// The terminal's settings before the program started, as `stty -g` prints them.
    public let settingsAtStart: String
    private let master: Int32
    private let slave: Int32
    /// Written to end the reading thread, which then closes `master`: closing
    /// it under a blocked read would not end the read.
    private let wake: Int32
    private let rows: Int
    private let transcript = Transcript()
    private let timeout: Duration
    private let ownFolder: URL?

    /// Starts `executable` in a new session whose controlling terminal is a
    /// new pseudo-terminal of `columns` × `rows` cells.
    public init(
        _ executable: String, arguments: [String], environment: [String: String], columns: Int, rows: Int,
        timeout: Duration, ownFolder: URL? = nil
    ) throws {
        // Waking a reader that has already ended must fail the write, not kill the tests.
        signal(SIGPIPE, SIG_IGN)
        self.rows = rows
        self.timeout = timeout
        self.ownFolder = ownFolder
        var (master, slave): (Int32, Int32) = (-1, -1)
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0, let name = ttyname(slave) else {
            throw HarnessFailure(program: executable, reason: "no pseudo-terminal: errno \(errno)", printed: .init())
        }
        let path = String(cString: name)
        (self.master, self.slave) = (master, slave)
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        do {
            settingsAtStart = try Self.settings(of: slave)
            pid = try Self.spawn(executable, arguments: arguments, environment: environment, terminal: path)
        } catch {
            close(master)
            close(slave)
            throw error
        }
        transcript.update { $0.errorsEnded = true }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw HarnessFailure(program: executable, reason: "no pipe: errno \(errno)", printed: .init())
        }
        wake = ends[1]
        Self.read(master, until: ends[0], into: transcript)
        let pid = pid
        let transcript = transcript
        Thread {
            var status: Int32 = 0
            while true {
                let result = waitpid(pid, &status, WUNTRACED | WCONTINUED)
                if result < 0 && errno == EINTR { continue }
                guard result == pid else { return }
                let code = status & 0x7F
                if code == 0x7F {
                    transcript.update { $0.isStopped = (status >> 8) & 0xFF != SIGCONT }
                } else if status == 0xFFFF {
                    transcript.update { $0.isStopped = false }
                } else {
                    let ended = code == 0 ? (status >> 8 & 0xFF, Int32?.none) : (128 + code, code)
                    transcript.update { $0.termination = ended }
                    return
                }
            }
        }.start()
    }

    deinit {
        if transcript.wait(until: Date(), { .done($0.termination) }).printed.termination == nil {
            Foundation.kill(pid, SIGKILL)
        }
        hangUp()
        close(wake)
        close(slave)
        if let ownFolder { try? FileManager.default.removeItem(at: ownFolder) }
    }

    /// Sends bytes as keys, in one write, as a terminal sends a key's sequence.
    public func press(_ keys: String) {
        // Once hung up, the master's number may be another test's descriptor.
        guard !hasHungUp else { return }
        _ = keys.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
    }

    public func resize(columns: Int, rows: Int) {
        guard !hasHungUp else { return }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    public func send(_ signal: Int32) {
        Foundation.kill(pid, signal)
    }

    /// Closes the terminal's master side, as a terminal window closed; nothing
    /// can be pressed after it.
    public func hangUp() {
        transcript.update { $0.isHungUp = true }
        _ = write(wake, "x", 1)
    }

    private var hasHungUp: Bool { transcript.wait(until: Date()) { .done($0.isHungUp) }.printed.isHungUp }

    /// Reads what the program writes on a thread of its own, until `wake` is
    /// written to; then closes the master side and `wake`'s reading end.
    private static func read(_ master: Int32, until wake: Int32, into transcript: Transcript) {
        Thread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var descriptors = [
                pollfd(fd: master, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            while poll(&descriptors, 2, -1) >= 0 || errno == EINTR {
                if descriptors[1].revents != 0 { break }
                guard descriptors[0].revents != 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { Foundation.read(master, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                transcript.update { $0.output.append(contentsOf: buffer[..<count]) }
            }
            transcript.update { $0.outputEnded = true }
            close(master)
            close(wake)
        }.start()
    }

    /// The terminal's settings as `stty -g` prints them.
    public func settings() throws -> String {
        try Self.settings(of: slave)
    }

    private static func settings(of slave: Int32) throws -> String {
        let stty = Process()
        stty.executableURL = URL(fileURLWithPath: "/bin/stty")
        stty.arguments = ["-g"]
        stty.standardInput = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        let output = Pipe()
        stty.standardOutput = output
        try stty.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        stty.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Everything the program wrote to the terminal so far.
    public var written: Data {
        transcript.wait(until: Date()) { .done($0.output) }.printed.output
    }

    /// Waits until the screen shows `text`; returns the screen. With `after`,
    /// the screen is rebuilt from the bytes written after that many only,
    /// as when the program draws it all again.
    @discardableResult
    public func waitForScreen(containing text: String, after start: Int = 0) throws -> ScreenReplay {
        try wait(for: "'\(text)' on the screen") { printed in
            let screen = self.replay(printed.output.dropFirst(start))
            if screen.text.contains(text) { return .done(screen) }
            return printed.termination != nil && printed.outputEnded ? .failed("it ended without '\(text)'") : .waiting
        }
    }

    /// Waits until the bytes written hold `text`, as the raw text a line-mode
    /// program such as a shell writes; returns them all.
    @discardableResult
    public func waitForOutput(containing text: String) throws -> String {
        try wait(for: "'\(text)' written") { printed in
            let output = String(decoding: printed.output, as: UTF8.self)
            if output.contains(text) { return .done(output) }
            return printed.termination != nil && printed.outputEnded ? .failed("it ended without '\(text)'") : .waiting
        }
    }

    /// Waits until what the program wrote satisfies `isDone`; `goal` names it
    /// in the failure that a deadline missed gives.
    public func waitForWritten(_ goal: String, until isDone: @escaping (Data) -> Bool) throws {
        try wait(for: goal) { printed in
            if isDone(printed.output) { return .done(()) }
            return printed.termination != nil && printed.outputEnded ? .failed("it ended first") : .waiting
        }
    }

    /// Waits until the program is stopped, as Ctrl-Z stops it.
    public func waitForStop() throws {
        try wait(for: "a stop") { $0.isStopped ? .done(()) : $0.termination != nil ? .failed("it ended") : .waiting }
    }

    /// Waits for the program's end: its status, 128 + N for signal N, and the signal.
    public func waitForExit() throws -> (status: Int32, signal: Int32?) {
        try wait(for: "exit") { printed in printed.termination.map { .done($0) } ?? .waiting }
    }

    /// The screen rebuilt from `bytes`.
    public func replay(_ bytes: Data) -> ScreenReplay {
        var screen = ScreenReplay(rows: rows)
        screen.apply(bytes)
        return screen
    }

    private func wait<Value>(for goal: String, _ progress: (Transcript.Printed) -> Transcript.Progress<Value>) throws
        -> Value
    {
        let seconds = Double(timeout.components.seconds)
        let outcome = transcript.wait(until: Date().addingTimeInterval(seconds), progress)
        switch outcome.progress {
        case .done(let value): return value
        case .failed(let reason):
            throw HarnessFailure(program: "terminal", reason: reason, printed: outcome.printed)
        case .waiting:
            Foundation.kill(pid, SIGKILL)
            throw HarnessFailure(
                program: "terminal", reason: "no \(goal) within \(timeout), so it was killed", printed: outcome.printed)
        }
    }

    /// A child in a session of its own, with the terminal at `terminal` as its
    /// standard input, output and error. Opening it in the new session makes
    /// it the controlling terminal.
    private static func spawn(
        _ executable: String, arguments: [String], environment: [String: String], terminal: String
    )
        throws -> pid_t
    {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // Signals the test process ignores or blocks must not carry over.
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(setSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0)=\($1)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw HarnessFailure(program: executable, reason: "posix_spawn failed: errno \(result)", printed: .init())
        }
        return pid
    }

    #if os(Linux)
        private static let setSession: Int32 = 0x80  // POSIX_SPAWN_SETSID, which Glibc's module leaves out
    #else
        private static let setSession: Int32 = Int32(POSIX_SPAWN_SETSID)
    #endif
}
