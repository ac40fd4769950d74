/// Where the shell puts what it has to say: the App writes to the terminal,
/// or one line of JSON each (`JSONOutput`); tests record.
public protocol ShellOutput: AnyObject {
    /// The whole screen, as the window on screen gives it, and why it is drawn.
    func draw(_ frame: [String], cause: FrameCause)
    /// The answer to `help`; the screen stays as it was.
    func show(_ help: ShellHelp, width: Int)
    /// Why a command did nothing, or (`.launch`) why the feature shown at launch could not be.
    func report(_ refusal: CommandRefusal, cause: FrameCause)
}
