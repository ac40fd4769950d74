/// One line of text a person types into full screen: a prompt in the status
/// row, or a row of a form. Both take keys the same way, so a paste or a key
/// held down does the same in either.
enum TypedLine {
    /// The most a line holds, in UTF-8 bytes, as `InputLines` holds a line:
    /// far past the longest a feature takes, so the feature's own rule refuses
    /// it, and small enough that a key held down costs little.
    static let longest = 64 * 1024

    /// Types `key` into `text` when it is text or Backspace; false for any other key.
    static func type(_ key: Key, into text: inout String) -> Bool {
        switch key {
        case .backspace: _ = text.popLast()
        case .character(let character):
            if text.utf8.count < longest { text.append(character) }
        case .paste(let pasted):
            // A line is one line: what was pasted on several joins with spaces.
            for character in pasted where text.utf8.count < longest {
                text.append(character.isNewline || character == "\t" ? " " : character)
            }
        default: return false
        }
        return true
    }
}
