public import Domain

/// Why a store refused an operation, in words a user can act on.
public enum StoreError: Error, Equatable, CustomStringConvertible {
    case noSuchConversation(ConversationID)

    public var description: String {
        switch self {
        case .noSuchConversation(let id): "there is no conversation with id \(id)"
        }
    }
}
