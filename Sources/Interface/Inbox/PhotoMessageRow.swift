/// A message of photos: the author line, then what is attached.
struct PhotoMessageRow: MessageRow {
    let author: String
    let time: String
    let label: String
    let isMine: Bool

    func lines(width: Int, style: TextStyle, limit: Int) -> [String] {
        [
            authorLine(author: author, time: time, isMine: isMine, width: width, style: style),
            style.dim(TextLayout.truncate("  [" + SafeText.make(label) + "]", to: width)),
        ]
    }
}
