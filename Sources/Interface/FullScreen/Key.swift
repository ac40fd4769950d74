/// One key as a person pressed it, decoded from the bytes a terminal sends
/// in raw mode: what a full-screen window's key map turns into intents.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, tab, backspace
    /// Ctrl and a letter, as its letter: Ctrl-C is `.control("c")`.
    case control(Character)
    /// Printable text, one character at a time.
    case character(Character)
    /// Text the terminal says was pasted (bracketed paste), whole: line breaks
    /// in it are text, never Enter.
    case paste(String)
}
