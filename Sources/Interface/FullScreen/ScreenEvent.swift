/// What reaches the full-screen shell from the terminal: bytes typed, word
/// that its size changed, or word that input has paused.
public enum ScreenEvent: Sendable, Equatable {
    case input([UInt8])
    case resized
    /// No byte has come for a while (the App waits 50 ms): an escape
    /// sequence or a paste still unfinished then never will be, and is taken
    /// as it stands.
    case paused
}
