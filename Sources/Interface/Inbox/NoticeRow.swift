/// A notice from the service, set apart from what people wrote.
struct NoticeRow: MessageRow {
    let text: String
    let time: String

    func lines(width: Int, style: TextStyle, limit: Int) -> [String] {
        let when = time.isEmpty ? "" : " · " + SafeText.make(time)
        return [style.dim(TextLayout.truncate("— " + SafeText.make(text, within: width) + when + " —", to: width))]
    }
}
