/// What came of one intent, as a flow reports it to whoever sent it.
public enum IntentOutcome: Equatable, Sendable {
    /// The intent was carried out, or started; the displays show the result.
    case done
    /// The intent was not carried out; one line for the user says why, and
    /// nothing on screen has changed.
    case refused(String)
}
