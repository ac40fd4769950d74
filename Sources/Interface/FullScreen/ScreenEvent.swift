/// What reaches the full-screen shell from the terminal: bytes typed, word
/// that its size changed, or word that input has stopped for a while.
public enum ScreenEvent: Sendable, Equatable {
    case input([UInt8])
    case resized
    /// No byte has come for a moment (the App waits 50 ms): an escape
    /// sequence still unfinished then never will be, and is taken as it stands.
    case paused
    /// No byte has come for longer (the App waits a second): a paste whose
    /// end marker never came is over. A paste over a slow link has gaps far
    /// longer than a moment, and none of it may run as keys.
    case idle
}
