import Foundation

extension FieldValue {
    /// Reads `YYYY-MM-DDTHH:MM:SSZ`, or an offset `+HH:MM` or `-HH:MM` of at
    /// most 14 hours (the widest any place keeps) for `Z`, as an instant in
    /// whole seconds; nil for anything else. Read by Unicode scalar, every
    /// digit ASCII, so a mark that joins a sign or a digit makes it no time.
    static func instant(from text: String) -> Date? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 20 || scalars.count == 25, scalars[10] == "T", scalars[13] == ":", scalars[16] == ":",
            let day = CalendarDay(String(String.UnicodeScalarView(scalars[0..<10]))),
            let hour = number(scalars[11..<13]), let minute = number(scalars[14..<16]),
            let second = number(scalars[17..<19]), hour < 24, minute < 60, second < 60,
            let offset = offsetMinutes(scalars[19...])
        else { return nil }
        let seconds = day.daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second - offset * 60
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// `date` as `YYYY-MM-DDTHH:MM:SSZ`, in the same calendar `instant(from:)` reads.
    static func written(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let clock = seconds - days * 86_400
        let day = CalendarDay(daysSince1970: days)?.description ?? "\(days) days from 1970"
        let two = { (number: Int) in number < 10 ? "0\(number)" : "\(number)" }
        return "\(day)T\(two(clock / 3600)):\(two(clock / 60 % 60)):\(two(clock % 60))Z"
    }

    /// `Z` as 0; `+HH:MM` or `-HH:MM` within ±14:00 as minutes east of UTC.
    private static func offsetMinutes(_ zone: ArraySlice<Unicode.Scalar>) -> Int? {
        let zone = Array(zone)
        if zone == ["Z"] { return 0 }
        guard zone.count == 6, let sign = ["+": 1, "-": -1][zone[0]], zone[3] == ":",
            let hours = number(zone[1..<3]), let minutes = number(zone[4..<6]), minutes < 60,
            hours * 60 + minutes <= 14 * 60
        else { return nil }
        return sign * (hours * 60 + minutes)
    }

    /// Two ASCII digits as a number; nil for anything else, a sign included.
    private static func number(_ digits: ArraySlice<Unicode.Scalar>) -> Int? {
        guard digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1.value - 48) }
    }
}
