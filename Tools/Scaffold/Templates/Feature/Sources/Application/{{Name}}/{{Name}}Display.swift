/// Whatever shows the {{Name}} list. Application owns the protocol, so the
/// presenter never knows whether a terminal, a test or a GUI is behind it.
@MainActor
public protocol {{Name}}Display: AnyObject {
    func show{{Name}}(_ list: {{Name}}ViewModel)
    /// The list could not be loaded; `reason` is one line.
    func show{{Name}}Unavailable(_ reason: String)
}
