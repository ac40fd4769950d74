/// A text message: the author line, then the text wrapped and indented.
struct TextMessageRow: MessageRow {
    let author: String
    let time: String
    let body: String
    let isMine: Bool

    /// The author line is one of the `limit`.
    func lines(width: Int, style: TextStyle, limit: Int) -> [String] {
        let text = TextLayout.paragraphs(untrusted: body, to: width - 2, limit: max(1, limit - 1)).map { "  " + $0 }
        return [authorLine(author: author, time: time, isMine: isMine, width: width, style: style)] + text
    }
}
