extension AsyncStream {
    /// The first `count` elements, waiting for each; fewer only if the stream ends.
    func collect(_ count: Int) async -> [Element] {
        var collected: [Element] = []
        for await element in self {
            collected.append(element)
            if collected.count == count { break }
        }
        return collected
    }
}
