/// The screens of the {{Name}} feature, in the order the flow moves through them.
public enum {{Name}}Screen: Equatable, Sendable {
    case list
    case detail
}
