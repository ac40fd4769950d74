/// A notice from the service, set apart from what people wrote.
struct NoticeRow: MessageRow {
    let text: String
    let time: String

    func lines(width: Int, style: TextStyle) -> [String] {
        [style.dim(TextLayout.truncate("— " + SafeText.make(text) + " · " + SafeText.make(time) + " —", to: width))]
    }
}
