import Foundation

/// The title of one contact, already checked against the rules.
///
/// Holding one proves the text can be stored and listed, so stores need not check again.
public struct ContactTitle: Hashable, Sendable {
    /// Long enough for any real title, short enough to read in a list at a glance.
    /// Counted in Unicode scalars, which is what text costs: a "character" can
    /// carry any number of combining marks, so counting characters bounds nothing.
    public static let maximumLength = 200

    public let text: String

    /// Trims surrounding white space and refuses empty or oversized text, and
    /// text with a NUL, which C strings (SQLite's among them) would silently cut.
    public init(_ raw: String) throws(ContactTitleError) {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        guard !trimmed.unicodeScalars.contains("\0") else { throw .containsNUL }
        let length = trimmed.unicodeScalars.count
        guard length <= Self.maximumLength else { throw .tooLong(length) }
        text = trimmed
    }
}

/// Why a text cannot be the title of a Contacts entry, as one line.
public enum ContactTitleError: Error, Equatable, CustomStringConvertible {
    case empty
    case containsNUL
    case tooLong(Int)

    public var description: String {
        switch self {
        case .empty: "a title needs some text"
        case .containsNUL: "a title cannot contain a NUL character (U+0000)"
        case .tooLong(let count):
            "a title holds at most \(ContactTitle.maximumLength) characters, this one has \(count)"
        }
    }
}
