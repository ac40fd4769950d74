import Application
import Domain
import Foundation

/// The JSON a remote feed serves:
///
///     {"messages": [{"id": "m1", "conversation": "alex", "participants": ["Alex"],
///                    "author": "Alex", "sentAt": "2026-03-10T09:00:00Z", "text": "Hi"}]}
///
/// Each message carries exactly one of `text`, `photos` (file names) or `notice`.
/// An `author` of "me" is the user; a missing one marks a notice from the service.
struct FeedDocument: Decodable {
    struct Entry: Decodable {
        let id: String
        let conversation: String
        let participants: [String]?
        let author: String?
        let sentAt: Date
        let text: String?
        let photos: [String]?
        let notice: String?
    }

    let messages: [Entry]

    static func decode(_ data: Data) throws -> FeedDocument {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(FeedDocument.self, from: data)
    }

    func incomingMessages() throws(FeedError) -> [IncomingMessage] {
        try messages.map { entry throws(FeedError) in
            guard !entry.id.isEmpty, !entry.conversation.isEmpty else {
                throw .malformed("a message has an empty id or conversation")
            }
            let message = Message(
                id: MessageID(entry.id), author: author(entry.author), sentAt: entry.sentAt,
                content: try content(of: entry))
            return IncomingMessage(
                conversationID: ConversationID(entry.conversation), participants: entry.participants ?? [],
                message: message)
        }
    }

    private func author(_ name: String?) -> Author {
        switch name {
        case nil: .system
        case "me": .me
        case let name?: .contact(name)
        }
    }

    private func content(of entry: Entry) throws(FeedError) -> MessageContent {
        switch (entry.text, entry.photos, entry.notice) {
        case (let text?, nil, nil): return .text(text)
        case (nil, let photos?, nil) where !photos.isEmpty: return .photos(photos)
        case (nil, nil, let notice?): return .notice(notice)
        default: throw .malformed("message \(entry.id) needs exactly one of text, photos or notice")
        }
    }

    /// One line that says where the JSON went wrong.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context): "not JSON at \(path(context)): \(context.debugDescription)"
        case .keyNotFound(let key, let context): "\(path(context)) has no \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "\(path(context)): \(context.debugDescription)"
        @unknown default: "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? "the top" : path
    }
}
