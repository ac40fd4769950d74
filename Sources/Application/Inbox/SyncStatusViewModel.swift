/// The sync status as a view shows it.
public struct SyncStatusViewModel: Equatable, Sendable {
    public let text: String
    /// Where the sync stands, for a view that shows values.
    public let state: SyncState

    public init(text: String, state: SyncState) {
        self.text = text
        self.state = state
    }

    init(_ state: SyncState) {
        self.init(text: state.statusText, state: state)
    }

    /// A failed sync, which a view marks.
    public var isError: Bool {
        if case .failed = state { true } else { false }
    }
}
