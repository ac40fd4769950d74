/// What the shell needs from a feature's flow: a call each time the feature
/// comes on screen, one call per intent, and a say in when background work ends.
///
/// Each feature's flow conforms with its own `Intent` and `Refusal` enums, so the shell can
/// run the sample and a generated feature the same way without knowing either.
@MainActor
public protocol FeatureFlow: AnyObject {
    /// What a user can ask of the feature, as data.
    associatedtype Intent: Sendable
    /// Why an intent may be refused, as data.
    associatedtype Reason: Refusal

    /// Fires when work in the background has changed what the displays show.
    var updates: AsyncStream<Void> { get }

    /// Whether no work is under way that will change the displays when it ends.
    var isSettled: Bool { get }

    /// Shows the feature's screen as the store has it now. The shell calls it
    /// at launch and each time the user switches to the feature, so a store
    /// that has gone away says so then, as a command would; refused, the
    /// screen stays as it was.
    func show() async -> IntentOutcome<Reason>

    /// Carries out one intent; the outcome says whether it was refused, and why.
    func handle(_ intent: Intent) async -> IntentOutcome<Reason>

    /// Waits for work under way, so its result shows before the session ends.
    func finish() async

    /// Cancels work under way and waits for it to stop.
    func stop() async

    /// Up to `limit` entries the reference field `field` may name, whose
    /// label starts with `prefix`: what the form's picker lists. A query,
    /// not an intent: it changes nothing and shows nothing.
    func candidates(for field: String, startingWith prefix: String, limit: Int) async throws -> [EntryLabel]
}

/// What a feature with no work in the background has: no updates, always
/// settled, and nothing to wait for or cancel. A feature with work in the
/// background, such as a sync, says otherwise, as one with a reference
/// field lists its candidates.
extension FeatureFlow {
    public var updates: AsyncStream<Void> { AsyncStream { $0.finish() } }
    public var isSettled: Bool { true }
    public func finish() async {}
    public func stop() async {}
    public func candidates(for field: String, startingWith prefix: String, limit: Int) async throws -> [EntryLabel] {
        []
    }
}
