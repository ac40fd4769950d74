import Application

/// A message that knows how to draw itself. Each kind of message has its own
/// row type, and `messageRow(for:)` is the one place that maps kinds to rows.
protocol MessageRow {
    /// At most `limit` lines, but for the two of a row that needs two.
    func lines(width: Int, style: TextStyle, limit: Int) -> [String]
}

/// The one switch over message kinds in Interface. It is exhaustive on purpose:
/// a new kind fails to compile here until it has a row.
func messageRow(for model: MessageRowViewModel) -> any MessageRow {
    switch model {
    case .text(let author, let time, let body, let isMine):
        TextMessageRow(author: author, time: time, body: body, isMine: isMine)
    case .photos(let author, let time, let label, let isMine):
        PhotoMessageRow(author: author, time: time, label: label, isMine: isMine)
    case .notice(let text, let time):
        NoticeRow(text: text, time: time)
    }
}

/// The line above every message from a person: who, and when.
func authorLine(author: String, time: String, isMine: Bool, width: Int, style: TextStyle) -> String {
    let line = TextLayout.spread(SafeText.make(author, within: width), SafeText.make(time), width: width)
    return isMine ? line : style.bold(line)
}
