import Interface
import Synchronization

/// Events a test chose, handed to the shell a group at a time. As a person
/// types, a group arrives after the shell has drawn the last; with
/// `queued`, each group is already waiting when the shell has handled the
/// one before, as keys that arrive faster than frames are drawn.
nonisolated final class ScriptedInput: ScreenInput {
    private let groups: AsyncStream<[ScreenEvent]>
    private let continuation: AsyncStream<[ScreenEvent]>.Continuation
    private let untaken: Mutex<Int>
    private let queued: Bool

    init(_ groups: [[ScreenEvent]] = [], queued: Bool = false) {
        (self.groups, continuation) = AsyncStream.makeStream()
        for group in groups { continuation.yield(group) }
        untaken = Mutex(groups.count)
        self.queued = queued
    }

    /// Ends the input once the shell has taken every group: the terminal has gone.
    func finish() {
        continuation.finish()
    }

    func next() async -> [ScreenEvent] {
        var iterator = groups.makeAsyncIterator()
        let group = await iterator.next() ?? []
        untaken.withLock { $0 -= 1 }
        return group
    }

    var isWaiting: Bool {
        queued && untaken.withLock { $0 > 0 }
    }
}
