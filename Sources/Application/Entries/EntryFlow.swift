public import Domain

/// Owns the sequence of a feature's screens: the list, then one entry in
/// full; what each intent leads to, and what is refused. The presenter owns
/// how things look; this type owns where the user goes. Every operation goes
/// through `EntryService`, never a store, and so do the form's pickers.
/// Nothing runs in the background, so `FeatureFlow`'s defaults stand for
/// updates, finishing and stopping.
@MainActor
public final class EntryFlow<Draft: EntryDraft>: FeatureFlow {
    let service: EntryService<Draft>
    let presenter: EntryPresenter<Draft>
    /// The feature's own actions, beyond add, edit and delete.
    let actions: [EntryAction<Draft>]

    /// How the views ask for each field, in order, without the Domain's types.
    public nonisolated static var prompts: [FieldPrompt] { Draft.prompts }
    /// What the feature calls more than one entry, in lower case, for the views' words.
    public nonisolated static var plural: String { Draft.plural }

    public init(service: EntryService<Draft>, presenter: EntryPresenter<Draft>, actions: [EntryAction<Draft>] = []) {
        self.service = service
        self.presenter = presenter
        self.actions = actions
    }

    /// How the views offer the feature's own actions.
    public var actionPrompts: [EntryActionPrompt] { actions.map(\.prompt) }

    /// Shows the list as the store has it now, from the page on screen.
    public func show() async -> IntentOutcome<EntryRefusal<Draft>> {
        await handle(.showList)
    }

    public func candidates(for field: String, startingWith prefix: String, limit: Int) async throws -> [EntryLabel] {
        try await service.candidates(for: field, startingWith: prefix, limit: limit)
    }

    public func handle(_ intent: EntryIntent) async -> IntentOutcome<EntryRefusal<Draft>> {
        do throws(EntryRefusal<Draft>) {
            try await carryOut(intent)
            return .done
        } catch {
            return .refused(error)
        }
    }

    private func carryOut(_ intent: EntryIntent) async throws(EntryRefusal<Draft>) {
        let shown = presenter.presentation
        switch intent {
        case .showList:
            try await load(from: shown.page.offset)
        case .nextPage:
            guard let next = shown.nextOffset else { throw .lastPage }
            try await load(from: next)
        case .previousPage:
            guard let previous = shown.previousOffset else { throw .firstPage }
            try await load(from: previous)
        case .add(let values):
            do { try await service.add(values) } catch { throw EntryRefusal(error) }
            // Newest first: the new one heads the first page.
            await reload(from: 0)
        case .edit(let number, let changes):
            guard let listed = shown.entry(numbered: number) else { throw .noSuchNumber(number) }
            do { try await service.edit(listed, with: changes) } catch { throw EntryRefusal(error) }
            await reload(from: shown.page.offset)
        case .show(let number):
            guard let listed = shown.entry(numbered: number) else { throw .noSuchNumber(number) }
            try await open(listed.id, number: number)
        case .delete(let number):
            guard let listed = shown.entry(numbered: number) else { throw .noSuchNumber(number) }
            do { try await service.delete(listed.id) } catch { throw EntryRefusal(error) }
            await reload(from: shown.page.offset)
        case .act(let command, let number):
            guard let action = actions.first(where: { $0.prompt.command == command }),
                case .change(let change) = action.effect
            else { throw .noSuchAction(command) }
            guard let listed = shown.entry(numbered: number) else { throw .noSuchNumber(number) }
            do { try await service.update(listed.id, to: try change(listed.draft), from: listed.version) } catch {
                throw EntryRefusal(error)
            }
            await reload(from: shown.page.offset)
        case .actAdding(let command, let values):
            guard let action = actions.first(where: { $0.prompt.command == command }),
                case .adding(let work, let alongside) = action.effect
            else { throw .noSuchAction(command) }
            do { try await service.add(values, by: command, in: work, alongside: alongside) } catch {
                throw EntryRefusal(error)
            }
            await reload(from: 0)
        }
    }
}
