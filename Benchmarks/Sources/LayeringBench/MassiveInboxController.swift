import Application
import Domain
import Foundation
import Infrastructure
import Interface

/// The same screen drawn by one function that knows everything, the "massive
/// view controller" the layers are meant to replace: it asks the concrete store
/// directly and decides each row's text inline, with no port, presentation
/// model, view model, presenter, display protocol, façade or renderer between.
///
/// It shares only the terminal toolkit (`TextLayout`, `SafeText`, `TextStyle`)
/// with the layered version, as any view shares its UI framework, so the
/// comparison isolates the cost of the layering.
@MainActor
final class MassiveInboxController {
    private let store: InMemoryConversationStore
    private let now: Date
    private let calendar: Calendar
    private let pageSize: Int
    private let style: TextStyle
    private let time: DateFormatter
    private let weekday: DateFormatter
    private let shortDate: DateFormatter

    init(
        store: InMemoryConversationStore, now: Date, calendar: Calendar, locale: Locale, pageSize: Int, style: TextStyle
    ) {
        self.store = store
        self.now = now
        self.calendar = calendar
        self.pageSize = pageSize
        self.style = style
        func formatter(_ template: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.setLocalizedDateFormatFromTemplate(template)
            return formatter
        }
        time = formatter("jmm")
        weekday = formatter("EEEE")
        shortDate = formatter("yMd")
    }

    // One long function on purpose: that is the design being measured against.
    func frame(width: Int) async throws -> [String] {
        let everything = SearchQuery("")
        let page = try await store.page(matching: everything, offset: 0, limit: pageSize)
        let (total, summaries) = (page.total, page.summaries)
        let today = calendar.startOfDay(for: now)
        let rule = String(repeating: "─", count: width)
        var lines: [String] = []
        lines.reserveCapacity(summaries.count * 2 + 5)

        let position = summaries.isEmpty ? "" : "1–\(summaries.count) of \(total)"
        lines.append(style.bold(TextLayout.spread("Inbox", position, width: width)))
        lines.append(rule)
        if summaries.isEmpty { lines.append(TextLayout.truncate("No conversations yet.", to: width)) }
        for (index, summary) in summaries.enumerated() {
            let number = String(index + 1)
            let gutter = " " + String(repeating: " ", count: max(0, 3 - number.count)) + number + " "
            let title = summary.participants.isEmpty ? "(no one)" : summary.participants.joined(separator: ", ")
            let unread = summary.unreadCount > 0 ? " (\(summary.unreadCount))" : ""
            var preview = "No messages yet"
            var stamp = ""
            if let message = summary.latestMessage {
                switch message.content {
                case .text(let text), .notice(let text):
                    let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
                    preview = firstLine.trimmingCharacters(in: .whitespaces)
                case .photos(let names):
                    preview = "Attachment: \(names.count) \(names.count == 1 ? "Image" : "Images")"
                }
                let daysAgo =
                    calendar.dateComponents([.day], from: calendar.startOfDay(for: message.sentAt), to: today).day ?? 0
                switch daysAgo {
                case ...0: stamp = time.string(from: message.sentAt)
                case 1: stamp = "Yesterday"
                case 2..<7: stamp = weekday.string(from: message.sentAt)
                default: stamp = shortDate.string(from: message.sentAt)
                }
                stamp = stamp.replacingOccurrences(of: "\u{202F}", with: " ")
            }
            let heading = TextLayout.spread(
                gutter + SafeText.make(title) + unread, SafeText.make(stamp), width: width)
            lines.append(summary.unreadCount > 0 ? style.bold(heading) : heading)
            lines.append(style.dim(TextLayout.fit("     " + SafeText.make(preview), to: width)))
        }
        lines.append(rule)
        lines.append(style.dim(TextLayout.truncate("Type 'help' for commands.", to: width)))
        return lines
    }
}
