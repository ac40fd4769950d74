/// Something that stops the check from running at all (exit status 2), as
/// opposed to a violation of the rule.
public struct SetupError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
