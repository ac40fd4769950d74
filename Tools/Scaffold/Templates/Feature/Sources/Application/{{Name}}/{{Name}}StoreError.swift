/// Why a store refused a change to the {{words}}, as one line.
public enum {{Name}}StoreError: Error, Equatable, CustomStringConvertible {
    /// Another process may have deleted it since the list was drawn.
    case notFound(Int64)

    public var description: String {
        switch self {
        case .notFound: "that {{word}} is no longer there; 'list' shows the {{words}} there are"
        }
    }
}
