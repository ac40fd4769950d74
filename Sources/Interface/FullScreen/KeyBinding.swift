/// One line of a feature's key map: the keys, how help names them, what they
/// do in a few words, and the action. A feature's key map is an array of
/// these, declared beside its command parser in a `<Feature>Keys` enum.
///
/// A key may appear in more than one binding: the first whose action applies
/// wins, so Enter can open the row under the cursor on a list and compose on
/// an open conversation.
public struct KeyBinding<Intent: Sendable> {
    public let keys: [Key]
    /// How help shows the keys, such as "Enter" or "PgDn".
    public let label: String
    public let summary: String
    public let action: KeyAction<Intent>

    public init(_ keys: [Key], _ label: String, _ summary: String, _ action: KeyAction<Intent>) {
        self.keys = keys
        self.label = label
        self.summary = summary
        self.action = action
    }

    /// A binding for one printable key, which help names as itself.
    public init(_ key: Character, _ summary: String, _ action: KeyAction<Intent>) {
        self.init([.character(key)], String(key), summary, action)
    }
}
