public import Application

/// A unit of work over a session's in-memory stores, the twin of the
/// engines' transactions: the stores share it, and each call of theirs takes
/// a turn from it. A unit starts once the calls under way have ended, holds
/// every other call back until it ends, and, when a step throws, undoes its
/// steps' changes, the last first.
public actor InMemoryUnitOfWork: UnitOfWork, WorkDatabase {
    package var turns = WorkTurns()
    /// Calls outside any unit under way now: a unit starts once there are none.
    private var callsUnderWay = 0
    private var waitingForCalls: [CheckedContinuation<Void, Never>] = []
    /// What puts each change of the unit under way back, in the order made.
    private var undoing: [@Sendable () async -> Void] = []

    public init() {}

    func begin(_ token: WorkToken) async {
        await hold(for: token)
        while callsUnderWay > 0 { await withCheckedContinuation { waitingForCalls.append($0) } }
    }

    func end(committing: Bool) async {
        if !committing {
            for undo in undoing.reversed() { await undo() }
        }
        undoing = []
        release()
    }

    /// Called by a store as a call starts: waits while another task's unit
    /// holds the stores; true when the caller's own unit does.
    package func enter() async -> Bool {
        let inWork = await takeTurn()
        if !inWork { callsUnderWay += 1 }
        return inWork
    }

    /// Called by a store as a call that `enter` let in outside a unit ends.
    package func leave() {
        callsUnderWay -= 1
        guard callsUnderWay == 0 else { return }
        let waiting = waitingForCalls
        waitingForCalls = []
        for unit in waiting { unit.resume() }
    }

    /// Keeps what puts back a change a step of the unit under way made.
    package func onUndo(_ undo: @escaping @Sendable () async -> Void) {
        undoing.append(undo)
    }
}
