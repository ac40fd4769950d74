/// What the window has to say after one line of input.
public enum WindowResponse: Equatable, Sendable {
    /// The screen changed; draw this frame.
    case frame([String])
    /// Text to show once, such as help; the screen is as it was.
    case message([String])
    /// The line did nothing; one line saying why.
    case error(String)
    case quit
}
