import Domain

/// How the flow loads what the screens show.
///
/// Reloads run one after another, in the order they were asked for: a reload
/// asked for after a change always reads the store after that change, and
/// none can finish after a later one and cover it with older rows. A command
/// awaits its own reload, so its frame shows its effect.
extension InboxFlow {
    func reload() async {
        let previous = reloading
        let next = Task {
            await previous?.value
            await loadList()
            await loadConversation()
        }
        reloading = next
        await next.value
    }

    /// A failure shows in place of the list: a change notification has no caller to tell.
    private func loadList() async {
        do {
            let presentation = inbox.presentation
            presentation.showRelated(await service.relatedCount())
            inbox.present(
                try await service.page(
                    matching: presentation.query, offset: presentation.offset, limit: presentation.pageSize))
        } catch {
            inbox.presentUnavailable("could not load conversations: \(error)")
        }
    }

    /// The open conversation follows the store, and closes when it is gone.
    /// A failure leaves it as it was; the list says what is wrong with the store.
    private func loadConversation() async {
        guard let id = conversation.openID else { return }
        let found: Conversation?
        do {
            found = try await service.conversation(id)
        } catch {
            return
        }
        guard conversation.openID == id else { return }
        if let found { conversation.present(found) } else { closeConversation() }
    }
}

/// An intent that does not fit what is on screen; its message is the whole story.
struct FlowError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

extension InboxIntent {
    /// The intent as the verb of an error message: "could not \(action): …".
    var action: String {
        switch self {
        case .showList: "show the list"
        case .open(let number): "open conversation \(number)"
        case .back: "go back"
        case .search: "search"
        case .nextPage, .previousPage: "turn the page"
        case .send: "send"
        case .delete: "delete"
        case .markRead: "mark as read"
        case .sync, .retry: "sync"
        }
    }
}
