import Foundation

extension FieldValue {
    /// Reads `YYYY-MM-DDTHH:MM:SSZ`, or an offset such as `+01:00` for `Z`,
    /// as an instant in whole seconds; nil for anything else.
    static func instant(from text: String) -> Date? {
        let parts = text.split(separator: "T", maxSplits: 1).map(String.init)
        guard parts.count == 2, let day = CalendarDay(parts[0]) else { return nil }
        var clock = Substring(parts[1])
        var offset = 0
        if clock.hasSuffix("Z") {
            clock = clock.dropLast()
        } else if clock.count == 14, let sign = ["+": 1, "-": -1][String(clock.dropFirst(8).prefix(1))] {
            guard let minutes = minutes(in: clock.suffix(5)) else { return nil }
            offset = sign * minutes * 60
            clock = clock.prefix(8)
        } else {
            return nil
        }
        let fields = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 3, fields.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(fields[0]), let minute = Int(fields[1]), let second = Int(fields[2]),
            hour < 24, minute < 60, second < 60
        else { return nil }
        let seconds = day.daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second - offset
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

    private static func minutes(in text: Substring) -> Int? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]), hours < 24, minutes < 60
        else { return nil }
        return hours * 60 + minutes
    }
}
