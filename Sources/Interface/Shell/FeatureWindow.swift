/// A feature's screen as the shell draws it: a façade over the renderers
/// that draw its parts, which nothing else sees.
@MainActor
public protocol FeatureWindow: AnyObject {
    /// The whole screen as it stands, no line wider than `width` terminal cells.
    func frame(width: Int) -> [String]
}
