/// What a key asks of a feature in full-screen mode, as the feature's key map
/// declares it. Every action ends in one of the feature's intents, so a key
/// does nothing that a typed command could not.
public indirect enum KeyAction<Intent: Sendable> {
    /// Sends the intent at once.
    case intent(Intent)
    /// Sends an intent about the row under the cursor, made from the number
    /// the list shows beside it. With no row under the cursor the key does nothing.
    case selected((Int) -> Intent)
    /// Edits a line in the status row first, after `label`: Enter sends
    /// `submit` with the text, Esc sends `cancel` when there is one.
    case prompt(label: String, submit: (String) -> Intent, cancel: Intent?)
    /// Asks `question`, answered y or n, and does `action` only on y.
    case confirm(question: String, action: KeyAction)
    /// Opens a form of fields, one a row; see `FormRequest`.
    case form(FormRequest<Intent>)
}
