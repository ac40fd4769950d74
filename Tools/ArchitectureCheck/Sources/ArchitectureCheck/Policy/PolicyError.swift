/// A `layer-policy` block that cannot be read; a setup error, not a violation.
public struct PolicyError: Error, Equatable, CustomStringConvertible {
    public let line: Int
    public let message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "Architecture.md:\(line): \(message)" }
}
