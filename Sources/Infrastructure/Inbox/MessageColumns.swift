import Domain
import Foundation

/// How a message and a list of names are spelled in the Inbox's columns, on
/// every engine: the codes are the same in a SQLite file and on a server, so
/// the two engines' tables mean the same and a row moves between them as is.
enum MessageColumns {
    static func author(_ author: Author) -> (kind: Int64, name: String?) {
        switch author {
        case .me: (0, nil)
        case .contact(let name): (1, name)
        case .system: (2, nil)
        }
    }

    static func content(_ content: MessageContent) -> (kind: Int64, body: String) {
        switch content {
        case .text(let text): (0, text)
        case .photos(let names): (1, encode(names))
        case .notice(let text): (2, text)
        }
    }

    /// The author a row's columns spell, or nil for a kind the App never writes.
    static func author(kind: Int64, name: String?) -> Author? {
        switch kind {
        case 0: .me
        case 1: .contact(name ?? "")
        case 2: .system
        default: nil
        }
    }

    /// The content a row's columns spell, or nil for a kind the App never writes.
    static func content(kind: Int64, body: String) throws -> MessageContent? {
        switch kind {
        case 0: .text(body)
        case 1: .photos(try decode(body))
        case 2: .notice(body)
        default: nil
        }
    }

    /// An instant as every engine's columns hold it: seconds since 1970, as
    /// an entry's time and a `time` field count. Stores before 5.0.0 counted
    /// from 2001; the Inbox schemas' step 2 moved their rows.
    static func seconds(_ date: Date) -> Double { date.timeIntervalSince1970 }

    /// The instant `seconds(_:)` stored. Not always the same `Date` to the
    /// bit: a `Date` counts from 2001, so a time that is no whole number of
    /// seconds may come back a rounding apart, and two that close come back
    /// as one, with their ids breaking the tie as for any two at one instant.
    static func date(seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    /// Where a conversation with no messages sorts: last, as
    /// `ConversationSummary.lastActivity` says, on every engine.
    static let noActivity = seconds(.distantPast)

    static func encode(_ names: [String]) -> String {
        // Encoding an array of strings cannot fail.
        String(decoding: (try? JSONEncoder().encode(names)) ?? Data("[]".utf8), as: UTF8.self)
    }

    static func decode(_ text: String) throws -> [String] {
        try JSONDecoder().decode([String].self, from: Data(text.utf8))
    }

    /// The words the search index holds: folded exactly as `SearchQuery` folds,
    /// so every engine's index and the in-memory scan agree on every word.
    static func searchWords(_ texts: [String]) -> [String] {
        texts.flatMap(SearchQuery.words(in:))
    }
}
