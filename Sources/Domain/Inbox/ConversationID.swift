/// Identifies a conversation across stores and remote feeds.
///
/// A string rather than an integer so that ids from a remote feed can be
/// stored as they are, which is what keeps a sync from adding a message twice.
public struct ConversationID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
