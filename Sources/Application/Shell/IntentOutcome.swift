/// What came of one intent, as a flow reports it to whoever sent it.
public enum IntentOutcome<Reason: Refusal>: Equatable, Sendable {
    /// The intent was carried out, or started; the displays show the result.
    case done
    /// The intent was not carried out: nothing it asked for was done.
    case refused(Reason)

    /// Why the intent was refused; nil when it was done.
    public var reason: Reason? {
        if case .refused(let reason) = self { reason } else { nil }
    }
}
