/// The sync status as a view shows it.
public struct SyncStatusViewModel: Equatable, Sendable {
    public let text: String
    public let isError: Bool
    /// Where the sync stands, for a view that shows values.
    public let state: SyncState

    public init(text: String, isError: Bool, state: SyncState) {
        self.text = text
        self.isError = isError
        self.state = state
    }

    init(_ state: SyncState) {
        if case .failed = state {
            self.init(text: state.statusText, isError: true, state: state)
        } else {
            self.init(text: state.statusText, isError: false, state: state)
        }
    }
}
