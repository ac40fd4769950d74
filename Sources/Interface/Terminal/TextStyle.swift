/// The renderer's own styling: the only escape sequences Strata ever writes.
///
/// Styling is applied last, to text already fitted to its width, because the
/// codes take no cells. When disabled (a pipe, or `NO_COLOR`) it returns text unchanged.
public struct TextStyle: Sendable {
    public let isEnabled: Bool

    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    public static let plain = TextStyle(isEnabled: false)

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func inverse(_ text: String) -> String { wrap(text, "7") }

    /// The text without the codes this type adds, for measuring a styled line.
    public static func strip(_ line: String) -> String {
        guard line.contains("\u{1B}") else { return line }
        var result = ""
        var inCode = false
        for scalar in line.unicodeScalars {
            if scalar == "\u{1B}" {
                inCode = true
            } else if inCode {
                if scalar == "m" { inCode = false }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
