/// Why a unit of work changed nothing: the step that failed, named as the
/// use case named it, and what its call threw, for the use case to turn
/// into its refusal. A unit that could not start or land names "begin" or
/// "commit".
public struct UnitOfWorkError: Error, CustomStringConvertible {
    public let step: String
    public let reason: any Error

    public init(step: String, reason: any Error) {
        self.step = step
        self.reason = reason
    }

    public var description: String { "\(step): \(reason)" }
}
