import Application
import Foundation
import Testing

@Suite struct TimestampFormatterTests {
    let formatter = Fixtures.timestamps

    func hoursAgo(_ hours: Double) -> Date { Fixtures.now.addingTimeInterval(-hours * 3600) }

    @Test func todayShowsTheTime() {
        #expect(formatter.string(for: Fixtures.now) == "10:00 AM")
        #expect(formatter.string(for: hoursAgo(10)) == "12:00 AM")
    }

    @Test func yesterdaySaysYesterday() {
        #expect(formatter.string(for: hoursAgo(10.5)) == "Yesterday")
        #expect(formatter.string(for: hoursAgo(34)) == "Yesterday")
    }

    @Test func theLastWeekNamesTheWeekday() {
        #expect(formatter.string(for: hoursAgo(48)) == "Sunday")
        #expect(formatter.string(for: hoursAgo(24 * 6)) == "Wednesday")
    }

    @Test func olderShowsAShortDate() {
        #expect(formatter.string(for: hoursAgo(24 * 7)) == "3/3/2026")
    }

    @Test func theCalendarsTimeZoneDecidesWhatTodayIs() {
        var tokyo = Fixtures.calendar
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let formatter = TimestampFormatter(now: { Fixtures.now }, calendar: tokyo, locale: Locale(identifier: "en_US"))
        // 10:00 UTC is 19:00 in Tokyo; 14:00 UTC the day before is 23:00 there, so yesterday.
        #expect(formatter.string(for: Fixtures.now) == "7:00 PM")
        #expect(formatter.string(for: hoursAgo(20)) == "Yesterday")
    }
}
