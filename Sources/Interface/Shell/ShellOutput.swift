/// Where the shell puts what it has to say: the App writes to the terminal,
/// tests record.
public protocol ShellOutput: AnyObject {
    /// The whole screen, after a command or when background work changed it.
    func draw(_ frame: [String])
    /// Text to show once, such as help; the screen stays as it was.
    func show(_ lines: [String])
    /// One line saying why a command did nothing.
    func report(_ error: String)
}
