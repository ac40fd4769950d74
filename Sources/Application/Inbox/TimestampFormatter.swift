public import Foundation

/// The display rule for when a message was sent, relative to now:
/// today shows the time, yesterday says "Yesterday", the last week names the
/// weekday, and anything older shows a short date.
///
/// The clock, calendar and locale are injected so that tests and `--now` get
/// the same text on every machine.
@MainActor
public final class TimestampFormatter {
    private let now: () -> Date
    private let calendar: Calendar
    // Built once: a DateFormatter costs far more to make than to use.
    private let time: DateFormatter
    private let weekday: DateFormatter
    private let shortDate: DateFormatter

    public init(now: @escaping () -> Date, calendar: Calendar, locale: Locale) {
        self.now = now
        self.calendar = calendar
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

    public func string(for date: Date) -> String {
        let today = calendar.startOfDay(for: now())
        let day = calendar.startOfDay(for: date)
        let daysAgo = calendar.dateComponents([.day], from: day, to: today).day ?? 0
        let text: String
        switch daysAgo {
        case ...0: text = time.string(from: date)
        case 1: return "Yesterday"
        case 2..<7: text = weekday.string(from: date)
        default: text = shortDate.string(from: date)
        }
        // Recent ICU puts a narrow no-break space before "AM"; a plain space
        // keeps the text the same across platforms and terminals.
        return text.replacingOccurrences(of: "\u{202F}", with: " ")
    }
}
