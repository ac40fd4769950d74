extension Array {
    /// The element at `index`, or nil past the end, for comparing arrays of different lengths.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
