import Application
import Domain
import Foundation
import Testing

@Suite struct FieldFormatterTests {
    /// Friday 2026-11-27 12:00 UTC.
    nonisolated static let now = Date(timeIntervalSince1970: 1_795_780_800)
    let formatter: FieldFormatter = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return FieldFormatter(now: { Self.now }, calendar: calendar)
    }()

    @Test func aDayReadsLikeAMessagesTimeRelativeToToday() {
        let days = ["2026-11-27", "2026-11-26", "2026-11-23", "2026-11-20", "2024-02-29", "2026-12-25"]
        #expect(
            days.compactMap(CalendarDay.init).map { formatter.string(for: .date($0)) } == [
                "Today", "Yesterday", "Monday", "2026-11-20", "2024-02-29", "2026-12-25",
            ])
    }

    @Test func aTimeShowsItsClockTodayAndItsDayOnceOlderThanAWeek() {
        let times = [0, -86_400, -3 * 86_400, -30 * 86_400].map { Self.now.addingTimeInterval(TimeInterval($0)) }
        #expect(times.map { formatter.string(for: .time($0)) } == ["12:00", "Yesterday", "Tuesday", "2026-10-28"])
    }

    @Test func everyOtherKindReadsAsTypedAndAnEmptyOptionalAsADash() {
        #expect(formatter.string(for: .decimal(ExactDecimal(units: -5, scale: 2))) == "-0.05")
        #expect(formatter.string(for: .bool(true)) == "yes")
        #expect(formatter.string(for: .choice("shipped")) == "shipped")
        #expect(formatter.string(for: nil) == "—")
    }
}
