/// The views the App can run, chosen at launch: each feature gets the
/// window of that view on its display protocol.
public enum ShellView: Sendable {
    /// Commands one a line, a frame of text after each.
    case line
    /// Keys, on the whole terminal.
    case fullScreen
    /// Commands one a line, one line of JSON after each, for programs.
    case json
}
