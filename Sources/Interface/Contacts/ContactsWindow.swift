public import ContactsApplication
public import Interface

/// The Contacts feature's terminal window: one object that stands for its
/// whole screen. It conforms to the feature's display protocol and
/// hands each view model to the renderer that draws it, so the parts never
/// disagree and nothing outside reaches a renderer.
public final class ContactsWindow: FeatureWindow {
    private let list: ContactsListRenderer
    private let detail: ContactDetailRenderer
    private let style: TextStyle
    var shown = ContactsSnapshot()

    public init(style: TextStyle) {
        list = ContactsListRenderer(style: style)
        detail = ContactDetailRenderer(style: style)
        self.style = style
    }

    /// What an empty list says to do, in this view's commands.
    static let addHint = "Type '\(ContactsCommands.shortestAdd)' to add one."

    /// The whole screen as it stands, no line wider than `width` cells.
    public func frame(width: Int) -> [String] {
        let rule = String(repeating: "─", count: width)
        return body(width: width) + [rule, style.dim(TextLayout.truncate("Type 'help' for commands.", to: width))]
    }

    private func body(width: Int) -> [String] {
        switch shown.screen {
        case .detail:
            let number = shown.detail?.number ?? 0
            let hint = "Type 'edit \(number) name=value' to change it, 'delete \(number)' to delete it, or 'list'."
            return detail.lines(for: shown.detail, width: width, hint: hint)
        case .list:
            if let problem = shown.problem { return [TextLayout.truncate(SafeText.make(problem), to: width)] }
            return list.lines(for: shown.list, width: width, hint: Self.addHint)
        }
    }
}

extension ContactsWindow: ContactsDisplay {
    public func showContacts(_ list: ContactsViewModel) { shown.showContacts(list) }
    public func showContactsUnavailable(_ reason: String) { shown.showContactsUnavailable(reason) }
    public func showContact(_ detail: ContactDetailViewModel) { shown.showContact(detail) }
    public func showScreen(_ screen: ContactsScreen) { shown.showScreen(screen) }
}
