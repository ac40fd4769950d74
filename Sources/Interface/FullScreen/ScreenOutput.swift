/// Where the full-screen shell sends its frames: the App writes them to the
/// terminal, tests record them.
public protocol ScreenOutput: AnyObject {
    /// Bytes that turn the screen shown into the next frame.
    func write(_ text: String)
    /// Gives the terminal back to the shell that started the App (Ctrl-Z) and
    /// returns once the App is in the foreground again, in full-screen mode.
    func suspend() async
}
