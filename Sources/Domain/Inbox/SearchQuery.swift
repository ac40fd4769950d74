import Foundation

/// What the user typed into search, reduced to the terms a conversation must match.
///
/// The rule, which every store must answer the same way: each term is the start of
/// some word in a participant's name or in a text message, ignoring case and diacritics.
/// "ALEX" finds "Alexandra", "cafe" finds "Café".
public struct SearchQuery: Hashable, Sendable {
    /// Folded terms, in the order typed; empty means "everything".
    public let terms: [String]

    public init(_ text: String) {
        terms = Self.words(in: text)
    }

    public var isEmpty: Bool { terms.isEmpty }

    /// Whether a conversation satisfies every term.
    public func matches(_ conversation: Conversation) -> Bool {
        guard !isEmpty else { return true }
        let words = Set(conversation.searchableText.flatMap(Self.words(in:)))
        return terms.allSatisfy { term in words.contains { $0.hasPrefix(term) } }
    }

    /// Splits text into folded words the way a full-text index does: letters and
    /// digits make words, anything else separates them.
    public static func words(in text: String) -> [String] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return folded.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}

extension Conversation {
    /// The texts search looks at: participants' names and the text of text messages.
    public var searchableText: [String] {
        participants
            + messages.compactMap { message in
                switch message.content {
                case .text(let text): text
                case .photos, .notice: nil
                }
            }
    }
}
