/// A child process that did not do what the test waited for, in time or at
/// all. Its description carries everything the child printed, so the failed
/// test shows the evidence.
public struct HarnessFailure: Error, CustomStringConvertible {
    public let program: String
    public let reason: String
    public let output: String
    public let errors: String

    init(program: String, reason: String, printed: Transcript.Printed) {
        self.program = program
        self.reason = reason
        output = String(decoding: printed.output, as: UTF8.self)
        errors = String(decoding: printed.errors, as: UTF8.self)
    }

    public var description: String {
        "\(program): \(reason). What it printed:\n--- stdout ---\n\(output)\n--- stderr ---\n\(errors)\n--- end ---"
    }
}
