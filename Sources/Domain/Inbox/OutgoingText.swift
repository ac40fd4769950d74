import Foundation

/// The text of a message about to be sent, already checked against the rules.
///
/// Holding one proves the text is sendable, so stores need not check again.
public struct OutgoingText: Hashable, Sendable {
    /// Long enough for any real message, short enough that one paste cannot flood a store.
    public static let maximumLength = 10_000

    public let text: String

    /// Trims surrounding white space and refuses empty or oversized text.
    public init(_ raw: String) throws(OutgoingTextError) {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        guard trimmed.count <= Self.maximumLength else { throw .tooLong(trimmed.count) }
        text = trimmed
    }
}

/// Why a text cannot be sent.
public enum OutgoingTextError: Error, Equatable, CustomStringConvertible {
    case empty
    case tooLong(Int)

    public var description: String {
        switch self {
        case .empty: "a message needs some text"
        case .tooLong(let count):
            "a message holds at most \(OutgoingText.maximumLength) characters, this one has \(count)"
        }
    }
}
