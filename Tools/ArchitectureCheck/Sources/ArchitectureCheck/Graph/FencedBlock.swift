/// A fenced code block in a Markdown file: its body and where it sits.
public struct FencedBlock: Sendable, Equatable {
    /// The lines between the fences, joined by newlines.
    public let body: String
    /// 1-based line of the opening fence.
    public let openingLine: Int
    /// 0-based indices of the first and last body lines, for rewriting.
    let bodyLines: Range<Int>
}
