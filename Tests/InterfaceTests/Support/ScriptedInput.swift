import Interface

/// Events a test chose, handed to the shell a group at a time: as a person
/// types, one group arrives after the shell has drawn the last.
nonisolated final class ScriptedInput: ScreenInput {
    private let groups: AsyncStream<[ScreenEvent]>
    private let continuation: AsyncStream<[ScreenEvent]>.Continuation

    init(_ groups: [[ScreenEvent]] = []) {
        (self.groups, continuation) = AsyncStream.makeStream()
        for group in groups { continuation.yield(group) }
    }

    /// Ends the input once the shell has taken every group: the terminal has gone.
    func finish() {
        continuation.finish()
    }

    func next() async -> [ScreenEvent] {
        var iterator = groups.makeAsyncIterator()
        return await iterator.next() ?? []
    }

    var isWaiting: Bool { false }
}
