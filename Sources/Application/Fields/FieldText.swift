/// One field of an entry, worded for a view: its name and its value as
/// `FieldFormatter` words it.
public struct FieldText: Equatable, Sendable {
    public let name: String
    public let text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
