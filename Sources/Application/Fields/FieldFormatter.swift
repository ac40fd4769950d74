public import Domain
public import Foundation

/// The display rule for a field's value, by its kind: a decimal with every
/// digit of its scale, a day and a time by the rule the sample's message
/// times follow (today's time, "Yesterday", a weekday within the week, else
/// the day), an enum by its case, a flag as yes or no, and "—" for an
/// optional left empty.
///
/// The clock and calendar are injected, so a test pins them and every
/// machine words the same value alike.
public struct FieldFormatter: Sendable {
    /// In English, as every other word the App shows: a calendar's own
    /// symbols follow the machine's locale, and differ between platforms.
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    let now: @Sendable () -> Date
    private let calendar: Calendar

    public init(now: @escaping @Sendable () -> Date, calendar: Calendar = Calendar(identifier: .gregorian)) {
        self.now = now
        self.calendar = calendar
    }

    public func string(for value: FieldValue?) -> String {
        switch value {
        case nil: "—"
        case .date(let day)?: string(for: day)
        case .time(let date)?: string(for: date)
        case let value?: value.written
        }
    }

    /// "Today", "Yesterday", a weekday in the last week, else YYYY-MM-DD.
    public func string(for day: CalendarDay) -> String {
        let parts = DateComponents(year: day.year, month: day.month, day: day.day)
        guard let date = calendar.date(from: parts) else { return day.description }
        return relative(date) { $0 == 0 ? "Today" : day.description }
    }

    /// The time today, "Yesterday", a weekday in the last week, else the day
    /// it falls on, in the past or the future.
    public func string(for date: Date) -> String {
        relative(date) { daysAgo in
            // Counted from 1970 rather than by `calendar`, which turns Julian before 1582.
            let local = Int(date.timeIntervalSince1970) + calendar.timeZone.secondsFromGMT(for: date)
            let days = Int((Double(local) / 86_400).rounded(.down))
            guard daysAgo == 0 else { return CalendarDay(daysSince1970: days)?.description ?? "—" }
            let minutes = (local - days * 86_400) / 60
            return String(format: "%02d:%02d", minutes / 60, minutes % 60)
        }
    }

    /// The detail's wording: the list's, then the exact day or time where the list's is relative.
    public func detail(for value: FieldValue?) -> String {
        let relative = string(for: value)
        switch value {
        case .date(let day)? where relative != day.description: return "\(relative) (\(day))"
        case .time?: return "\(relative) (\(value?.written ?? ""))"
        default: return relative
        }
    }

    /// The rule both share: `otherwise` words today, the future and anything past the last week.
    private func relative(_ date: Date, otherwise: (Int) -> String) -> String {
        let today = calendar.startOfDay(for: now())
        let daysAgo = calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: today).day ?? 0
        switch daysAgo {
        case 1: return "Yesterday"
        case 2..<7: return Self.weekdays[(calendar.component(.weekday, from: date) + 6) % 7]
        default: return otherwise(daysAgo)
        }
    }
}
