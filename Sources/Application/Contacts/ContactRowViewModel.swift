/// One row of the Contacts list, ready to draw.
public struct ContactRowViewModel: Equatable, Sendable {
    /// What `show N` and `delete N` take.
    public let number: Int
    public let title: String
    public let age: String

    public init(number: Int, title: String, age: String) {
        self.number = number
        self.title = title
        self.age = age
    }
}
