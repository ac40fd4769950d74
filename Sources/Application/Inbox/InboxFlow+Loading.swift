import Domain

/// How the flow loads what the screens show.
///
/// Reloads run one after another, in the order they were asked for: a reload
/// asked for after a change always reads the store after that change, and
/// none can finish after a later one and cover it with older rows. Requests
/// made while a reload waits its turn join it, since it has not read yet, so
/// reloads that pile up cost one. A command awaits its own reload, so its
/// frame shows its effect.
extension InboxFlow {
    func reload() async {
        if let queuedReload {
            await queuedReload.value
            return
        }
        let previous = reloading
        let next = Task {
            await previous?.value
            queuedReload = nil
            await loadList()
            await loadConversation()
        }
        queuedReload = next
        reloading = next
        await next.value
    }

    /// A failure shows in place of the list: a sync that stored messages has no caller to tell.
    private func loadList() async {
        let shown = presenter.presentation
        do {
            let page = try await service.page(matching: shown.query, offset: shown.offset, limit: shown.pageSize)
            presenter.present(page, related: await service.relatedCount())
        } catch {
            presenter.presentUnavailable(String(describing: error))
        }
    }

    /// The open conversation follows the store, and closes when it is gone.
    /// A failure leaves it as it was; the list says what is wrong with the store.
    private func loadConversation() async {
        guard let id = presenter.presentation.openID else { return }
        let found: Conversation?
        do {
            found = try await service.conversation(id)
        } catch {
            return
        }
        guard presenter.presentation.openID == id else { return }
        if let found { presenter.refresh(found) } else { presenter.close() }
    }
}
