/// What reaches the full-screen shell from the terminal: bytes typed, or
/// word that its size changed. The end of the stream is the terminal gone.
public enum ScreenEvent: Sendable, Equatable {
    case input([UInt8])
    case resized
}
