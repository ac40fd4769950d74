// ContactsDomain: no import of another module.
public struct Contact: Equatable, Sendable {
    public let name: String
}
