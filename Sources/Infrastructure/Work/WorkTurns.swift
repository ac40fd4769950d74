/// Whose turn it is on what a unit of work holds: the unit's own calls go
/// on, every other call waits until the unit ends. Kept by the actor that
/// owns the connection, so the check and the call it lets in run with no
/// suspension between them; the in-memory stores, each an actor of its own,
/// also count the calls under way (`InMemoryUnitOfWork`).
package struct WorkTurns {
    /// The unit that holds it, if one does.
    var holder: WorkToken?
    /// Calls waiting for the holder to end, resumed together when it does.
    var waiting: [CheckedContinuation<Void, Never>] = []
    /// Tests waiting for a call to wait, resumed when one does.
    var watching: [CheckedContinuation<Void, Never>] = []
}

/// An actor whose calls a unit of work can hold back.
package protocol WorkHolding: Actor {
    var turns: WorkTurns { get set }
}

extension WorkHolding {
    /// Waits while a unit of work other than the running task's holds this
    /// actor; true when the running task's own unit holds it, so its call
    /// runs inside that unit's transaction rather than one of its own.
    func takeTurn() async -> Bool {
        let mine = WorkScope.current
        while let holder = turns.holder, holder !== mine {
            await withCheckedContinuation { wait($0) }
        }
        return turns.holder != nil
    }

    /// Returns once a call waits for a unit of work to end, or the unit
    /// ends: how a test chooses to end a unit only after another task's call
    /// has reached it.
    package func untilACallWaits() async {
        guard turns.waiting.isEmpty else { return }
        await withCheckedContinuation { turns.watching.append($0) }
    }

    /// Whether `token`'s unit holds this actor now.
    func isHeld(by token: WorkToken) -> Bool {
        turns.holder === token
    }

    /// Makes `token`'s unit the holder, once no other unit holds it.
    func hold(for token: WorkToken) async {
        while turns.holder != nil {
            await withCheckedContinuation { wait($0) }
        }
        turns.holder = token
    }

    /// Keeps `call` until the holder ends, and tells the tests watching for a wait.
    private func wait(_ call: CheckedContinuation<Void, Never>) {
        turns.waiting.append(call)
        for test in turns.watching { test.resume() }
        turns.watching = []
    }

    /// Ends the holder's turn and lets every waiting call try again.
    func release() {
        turns.holder = nil
        let waiting = turns.waiting + turns.watching
        (turns.waiting, turns.watching) = ([], [])
        for call in waiting { call.resume() }
    }
}
