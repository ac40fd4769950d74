/// Why a generator refused to run: one line for the user, said before any file changed.
public struct ScaffoldError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
