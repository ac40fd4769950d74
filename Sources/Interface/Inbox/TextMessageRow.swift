/// A text message: the author line, then the text wrapped and indented.
struct TextMessageRow: MessageRow {
    let author: String
    let time: String
    let body: String
    let isMine: Bool

    func lines(width: Int, style: TextStyle) -> [String] {
        let paragraphs = body.split(separator: "\n", omittingEmptySubsequences: false)
        let text = paragraphs.flatMap { TextLayout.wrap(SafeText.make($0), to: width - 2) }.map { "  " + $0 }
        return [authorLine(author: author, time: time, isMine: isMine, width: width, style: style)] + text
    }
}
