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

    @Test func aTimeShowsItsClockTodayAndItsDayOnceOlderThanAWeekOrInTheFuture() {
        // Typed, so the compiler does not try every numeric type for each literal (1.9 s of type-checking untyped).
        let offsets: [TimeInterval] = [0, -86_400, -3 * 86_400, -30 * 86_400, 86_400 * 94]
        let times = offsets.map(Self.now.addingTimeInterval)
        #expect(
            times.map { formatter.string(for: .time($0)) } == [
                "12:00", "Yesterday", "Tuesday", "2026-10-28", "2027-03-01",
            ])
    }

    /// Years before 1582 too, where Foundation's calendar turns Julian: as typed, as PostgreSQL keeps them.
    @Test func theDetailAddsTheExactDayOrTimeToRelativeWords() {
        let first = Date(timeIntervalSince1970: -62_135_596_800)
        #expect(formatter.detail(for: .time(first)) == "0001-01-01 (0001-01-01T00:00:00Z)")
        #expect(formatter.detail(for: .time(Self.now)) == "12:00 (2026-11-27T12:00:00Z)")
        #expect(formatter.detail(for: .date(CalendarDay(year: 2026, month: 11, day: 26)!)) == "Yesterday (2026-11-26)")
        #expect(formatter.detail(for: .date(CalendarDay(year: 2024, month: 2, day: 29)!)) == "2024-02-29")
        #expect(formatter.detail(for: .int(3)) == "3")
    }

    @Test func everyOtherKindReadsAsTypedAndAnEmptyOptionalAsADash() {
        #expect(formatter.string(for: .decimal(ExactDecimal(units: -5, scale: 2))) == "-0.05")
        #expect(formatter.string(for: .bool(true)) == "yes")
        #expect(formatter.string(for: .choice("shipped")) == "shipped")
        #expect(formatter.string(for: nil) == "—")
    }
}
