/// Whatever shows a feature made of entries. Application owns the protocol,
/// so the presenter never knows whether a terminal, a test or a GUI is
/// behind it; its view models carry only text, so one display serves every
/// such feature.
@MainActor
public protocol EntryDisplay: AnyObject {
    func showScreen(_ screen: EntryScreen)
    func showEntries(_ list: EntriesViewModel)
    /// The list could not be loaded; `reason` is one line.
    func showEntriesUnavailable(_ reason: String)
    func showEntry(_ detail: EntryDetailViewModel)
}

/// The screens of a feature made of entries, in the order the flow moves through them.
public enum EntryScreen: Equatable, Sendable {
    case list
    case detail
}
