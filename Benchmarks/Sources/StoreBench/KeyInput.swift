import Interface

/// The keys `KeyToFrame` presses, handed to the shell a key and its pause at
/// a time: each is pressed once the last one's frame is drawn, so none waits
/// behind another, as when a person types.
nonisolated final class KeyInput: ScreenInput {
    private let events: AsyncStream<[ScreenEvent]>

    init(_ events: AsyncStream<[ScreenEvent]>) {
        self.events = events
    }

    func next() async -> [ScreenEvent] {
        // A fresh iterator each time reads on where the last left off: the stream keeps the
        // place, and a Sendable class cannot hold a mutable iterator.
        var iterator = events.makeAsyncIterator()
        return await iterator.next() ?? []
    }

    var isWaiting: Bool { false }
}
