/// Hands each value to every stream still listened to: how an actor that owns
/// a resource tells others what changed, without holding their callbacks.
///
/// A value type kept inside its actor, so only that actor ever touches it.
struct Broadcast<Element: Sendable> {
    /// A listener that falls this far behind loses the oldest values first; a
    /// change is a reason to look again, so the newest ones are what count.
    static var buffered: Int { 64 }

    private var listeners: [AsyncStream<Element>.Continuation] = []

    /// A stream of every value sent from now on; it ends when the broadcast does.
    mutating func listen() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: Element.self, bufferingPolicy: .bufferingNewest(Self.buffered))
        listeners.append(continuation)
        return stream
    }

    /// Sends to every listener, forgetting those that stopped listening.
    mutating func send(_ value: Element) {
        listeners.removeAll { listener in
            if case .terminated = listener.yield(value) { true } else { false }
        }
    }

    /// Ends every stream, so the loops reading them end too.
    func finish() {
        for listener in listeners { listener.finish() }
    }
}
