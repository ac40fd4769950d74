/// One line of input as the shell receives it: its text, or the word that it
/// was longer than the reader will hold, so it was skipped unread.
public enum InputLine: Sendable, Equatable {
    /// A line, without its line break.
    case text(String)
    /// A line longer than `limit` bytes, read and dropped as it came.
    case tooLong(limit: Int)
}
