public import Domain
import Foundation

/// The display rules for one row of the conversation list: its title, its
/// preview, its timestamp and its unread badge. Views receive the results as
/// text and never see the conversation itself.
@MainActor
public struct InboxRowFormatter {
    private let summary: ConversationSummary
    private let timestamps: TimestampFormatter

    public init(_ summary: ConversationSummary, timestamps: TimestampFormatter) {
        self.summary = summary
        self.timestamps = timestamps
    }

    public var title: String { Self.title(for: summary.participants) }

    /// "Attachment: 1 Image" when the newest message carries photos, otherwise
    /// the first line of its text, trimmed.
    public var preview: String {
        guard let message = summary.latestMessage else { return "No messages yet" }
        return Self.preview(of: message.content)
    }

    public var timestamp: String {
        summary.latestMessage.map { timestamps.string(for: $0.sentAt) } ?? ""
    }

    public var unreadCount: Int { summary.unreadCount }

    static func preview(of content: MessageContent) -> String {
        switch content {
        case .text(let text), .notice(let text):
            // Only the start is read: no row is wider than this, and a huge text
            // must not cost every frame a walk to its end.
            // A huge text is cut first (its UTF-8 count is known at once), so no
            // frame walks it to the end; any other is read as it is.
            let head =
                text.utf8.count > 4 * previewLength
                ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(previewLength))) : text
            let firstLine = head.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            return firstLine.trimmingCharacters(in: .whitespaces)
        case .photos(let names):
            return attachmentLabel(count: names.count)
        }
    }

    /// Far wider than any terminal row. A summary holds the first
    /// `ConversationSummary.textLimit` scalars of a text, more than four
    /// times this, so a preview of the cut text is the preview of the whole.
    public static let previewLength = 500

    static func title(for participants: [String]) -> String {
        participants.isEmpty ? "(no one)" : participants.joined(separator: ", ")
    }

    static func attachmentLabel(count: Int) -> String {
        "Attachment: \(count) \(count == 1 ? "Image" : "Images")"
    }
}
