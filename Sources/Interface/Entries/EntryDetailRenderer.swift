public import Application

/// Draws one entry in full: its number and age, every field with its
/// name, a long value wrapped under it, and the window's `hint`, which says
/// what can be done next in that view's own commands or keys.
public struct EntryDetailRenderer: Sendable {
    public let style: TextStyle

    public init(style: TextStyle) {
        self.style = style
    }

    public func lines(for detail: EntryDetailViewModel?, width: Int, hint: String) -> [String] {
        guard let detail else { return [TextLayout.truncate("Nothing is open.", to: width)] }
        let column = (detail.fields.map { TerminalCells.width(of: $0.name) }.max() ?? 0) + 2
        let fields = detail.fields.flatMap { (field: FieldText) in
            // A name takes a column where the value still has room; else the value goes under it.
            let indent = column < width / 2 ? column : 2
            let lines = TextLayout.wrap(untrusted: field.text, to: width - indent, limit: TextLayout.longestText)
            let pad = String(repeating: " ", count: indent)
            let name = TextLayout.fit(field.name, to: indent)
            return indent == column
                ? lines.enumerated().map { ($0.offset == 0 ? name : pad) + $0.element }
                : [TextLayout.truncate(field.name, to: width)] + lines.map { pad + $0 }
        }
        return [style.bold(TextLayout.spread(detail.heading, detail.added, width: width))] + fields
            + [style.dim(TextLayout.truncate(hint, to: width))]
    }
}
