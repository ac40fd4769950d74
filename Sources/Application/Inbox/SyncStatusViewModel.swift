/// The sync status as a view shows it.
public struct SyncStatusViewModel: Equatable, Sendable {
    public let text: String
    public let isError: Bool

    public init(text: String, isError: Bool) {
        self.text = text
        self.isError = isError
    }

    init(_ state: SyncState) {
        text = state.statusText
        if case .failed = state { isError = true } else { isError = false }
    }
}
