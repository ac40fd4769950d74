/// The `Left -> Right, Right` part of an `allow …:` line, shared by both kinds
/// of exception so they read and reject the same shapes.
struct PolicyEdge {
    let source: String
    let targets: [String]

    /// Nil when the text is not one name, an arrow and a list of names.
    init?(_ text: Substring) {
        let edge = text.split(separator: "->", omittingEmptySubsequences: false)
        let targets = edge.last?.split(separator: ",").map(\.trimmingSpaces) ?? []
        guard edge.count == 2, let source = edge.first?.trimmingSpaces, Self.isName(source),
            !targets.isEmpty, targets.allSatisfy(Self.isName)
        else { return nil }
        self.source = String(source)
        self.targets = targets.map(String.init)
    }

    private static func isName(_ text: Substring) -> Bool {
        !text.isEmpty && !text.contains(where: \.isWhitespace)
    }
}
