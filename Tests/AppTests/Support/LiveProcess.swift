import Foundation

/// The built `inbox`, running, with its stdout and stderr read concurrently as
/// they come, so a test can wait for one line on stderr while frames pile up
/// on stdout, and neither pipe can fill and stall the child.
struct LiveProcess {
    let process: Process
    let input: FileHandle
    let output: AsyncStream<Data>
    let errors: AsyncStream<Data>
    let status: Task<Int32, Never>

    /// How a finished run went.
    struct Outcome {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Runs to the end with `input` on stdin, reading both pipes as they fill.
    static func run(_ arguments: [String], input: String, environment: [String: String] = [:]) async throws
        -> Outcome
    {
        let process = try LiveProcess(arguments, environment: environment)
        try process.type(input)
        try process.input.close()
        async let output = process.output.text()
        async let errors = process.errors.text()
        return Outcome(status: await process.status.value, output: await output, errors: await errors)
    }

    init(_ arguments: [String], environment extra: [String: String] = [:]) throws {
        process = Process()
        process.executableURL = InboxProcess.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = "UTC"
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        input = stdin.fileHandleForWriting
        output = Self.stream(stdout.fileHandleForReading)
        errors = Self.stream(stderr.fileHandleForReading)
        let (ended, exited) = AsyncStream.makeStream(of: Int32.self)
        process.terminationHandler = { exited.yield($0.terminationStatus) }
        try process.run()
        status = Task {
            for await code in ended { return code }
            return -1
        }
    }

    func type(_ text: String) throws {
        try input.write(contentsOf: Data(text.utf8))
    }

    /// Everything a pipe delivers, chunk by chunk, until it closes.
    private static func stream(_ handle: FileHandle) -> AsyncStream<Data> {
        let (chunks, delivered) = AsyncStream.makeStream(of: Data.self)
        handle.readabilityHandler = { handle in
            let chunk = handle.availableData
            if chunk.isEmpty {
                handle.readabilityHandler = nil
                delivered.finish()
            } else {
                delivered.yield(chunk)
            }
        }
        return chunks
    }
}

extension AsyncStream<Data> {
    /// Reads until the text so far contains `marker`, or the stream ends; returns the text.
    func text(upTo marker: String) async -> String {
        var text = ""
        for await chunk in self {
            text += String(decoding: chunk, as: UTF8.self)
            if text.contains(marker) { break }
        }
        return text
    }

    /// Reads to the end.
    func text() async -> String {
        var text = ""
        for await chunk in self { text += String(decoding: chunk, as: UTF8.self) }
        return text
    }
}
