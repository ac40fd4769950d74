public import Foundation

extension FieldFormatter {
    /// How long ago an entry was added, in the largest unit that fits: "just
    /// now", "5 min ago", "3 h ago", "2 d ago". A clock set back reads as "just now".
    public func age(of date: Date) -> String {
        // Clamped, so a date from a damaged or foreign row reads oddly rather than traps.
        let interval = now().timeIntervalSince(date)
        let seconds = interval.isFinite ? Int(max(-1, min(interval, 1e12))) : 0
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(seconds / 60) min ago"
        case ..<86_400: return "\(seconds / 3600) h ago"
        default: return "\(seconds / 86_400) d ago"
        }
    }
}
