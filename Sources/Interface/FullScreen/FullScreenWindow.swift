/// A feature's screen in full-screen mode: a window that fits a height as well
/// as a width, and marks the row under the cursor, which the shell moves.
///
/// Each feature's full-screen window conforms to the same display protocol
/// as its line window and draws with the same renderers; only the layout differs.
@MainActor
public protocol FullScreenWindow: FeatureWindow {
    /// The numbers of the rows the cursor can rest on, top to bottom: the
    /// numbers the list shows, or none on a screen without a list.
    var selectableNumbers: [Int] { get }

    /// Exactly `height` lines, none wider than `width` cells, with the row
    /// numbered `selected` marked and in view.
    func frame(width: Int, height: Int, selected: Int?) -> [String]

    /// Each field's value of the row numbered `number` as a person types it,
    /// for an edit form to start from; empty where the row has no fields.
    func typedFields(of number: Int) -> [String]
}

extension FullScreenWindow {
    public func typedFields(of number: Int) -> [String] { [] }
}
