/// What a run of the command prints and how it exits.
public struct CommandResult: Sendable, Equatable {
    public static let clean: Int32 = 0
    public static let violationsFound: Int32 = 1
    public static let setupFailed: Int32 = 2

    public let status: Int32
    public let output: String
    public let errorOutput: String
}
