public import ContactsApplication
public import Interface

/// Draws one contact in full: its number and age, its whole title wrapped to
/// the width, and what can be done next.
public struct ContactDetailRenderer: Sendable {
    public let style: TextStyle

    public init(style: TextStyle) {
        self.style = style
    }

    public func lines(for detail: ContactDetailViewModel?, width: Int) -> [String] {
        guard let detail else { return [TextLayout.truncate("Nothing is open.", to: width)] }
        return [style.bold(TextLayout.spread(detail.heading, detail.added, width: width))]
            + TextLayout.wrap(untrusted: detail.title, to: width, limit: TextLayout.longestText)
            + [style.dim(TextLayout.truncate(detail.hint, to: width))]
    }
}
