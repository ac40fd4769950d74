import Foundation

/// The text of a message about to be sent, already checked against the rules.
///
/// Holding one proves the text is sendable, so stores need not check again.
public struct OutgoingText: Hashable, Sendable {
    /// Long enough for any real message, short enough that one paste cannot flood a store.
    /// Counted in Unicode scalars, which is what text costs in memory: a "character"
    /// can carry any number of combining marks, so counting characters bounds nothing.
    public static let maximumLength = 10_000

    public let text: String

    /// Trims surrounding white space and refuses empty or oversized text, and
    /// text with a NUL, which C strings (SQLite's among them) would silently cut.
    public init(_ raw: String) throws(OutgoingTextError) {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        guard !trimmed.unicodeScalars.contains("\0") else { throw .containsNUL }
        let length = trimmed.unicodeScalars.count
        guard length <= Self.maximumLength else { throw .tooLong(length) }
        text = trimmed
    }
}

/// Why a text cannot be sent.
public enum OutgoingTextError: Error, Equatable, CustomStringConvertible {
    case empty
    case containsNUL
    case tooLong(Int)

    public var description: String {
        switch self {
        case .empty: "a message needs some text"
        case .containsNUL: "a message cannot contain a NUL character (U+0000)"
        case .tooLong(let count):
            "a message holds at most \(OutgoingText.maximumLength) characters, this one has \(count)"
        }
    }
}
