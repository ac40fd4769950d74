/// One contact in full, ready to draw.
public struct ContactDetailViewModel: Equatable, Sendable {
    public let heading: String
    public let title: String
    public let added: String
    public let hint: String

    public init(heading: String, title: String, added: String, hint: String) {
        self.heading = heading
        self.title = title
        self.added = added
        self.hint = hint
    }
}
