import Application
import Foundation
import Interface

/// What every feature is built from: the launch options, one clock and one
/// style for the whole App, so features agree on what "now" is and on how text looks.
struct FeatureContext {
    let options: LaunchOptions
    let now: @Sendable () -> Date
    let timestamps: TimestampFormatter
    let style: TextStyle

    init(options: LaunchOptions, style: TextStyle) {
        self.options = options
        let pinned = options.now
        now = { pinned ?? Date() }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        timestamps = TimestampFormatter(now: now, calendar: calendar, locale: Locale(identifier: "en_US"))
        self.style = style
    }
}
