import Domain

extension InMemoryEntryStore {
    /// Runs one call in the session's turns: held back while another task's
    /// unit of work holds the stores. `body` is told whether the caller's own
    /// unit holds them, so a change it makes can be undone.
    func inTurn<Result: Sendable>(
        _ body: (_ inWork: Bool) async throws -> Result
    ) async rethrows -> Result {
        let inWork = await work.enter()
        do {
            let result = try await body(inWork)
            if !inWork { await work.leave() }
            return result
        } catch {
            if !inWork { await work.leave() }
            throw error
        }
    }

    /// Puts `new` where `old` was (either may be nil, for an add or a
    /// delete), keeping the order newest first, and tells the references;
    /// inside a unit of work, keeps what puts `old` back.
    func replace(_ old: Entry<Draft>?, with new: Entry<Draft>?, undoable: Bool) async {
        if let old { self.entries.removeAll { $0.id == old.id } }
        if let new {
            let index =
                self.entries.firstIndex { ($0.createdAt, $0.id) < (new.createdAt, new.id) } ?? self.entries.endIndex
            self.entries.insert(new, at: index)
        }
        await references.change(in: table, from: old?.draft.values, to: new?.draft.values)
        if undoable { await work.onUndo { await self.replace(new, with: old, undoable: false) } }
    }
}
