/// The policy line `features: Layer, … | composed in Layer, …`. A feature
/// `Contacts` may have a module per listed layer, `ContactsDomain`, …, held
/// to that layer's line like the layer's own module, its core, and one test
/// target `ContactsTests`, whose folder per listed layer follows that layer's
/// test line. Only the core targets of the layers
/// after `composed in` (App) may use a feature's modules; a feature uses
/// another's only where an `allow feature-dependency` line says so.
public struct FeatureLayers: Sendable, Equatable {
    /// The layers a feature may have a module in, as listed.
    public let layers: [String]
    /// The layers whose core targets compose features: they may use any feature's modules.
    public let composedIn: Set<String>
    /// Where `features:` sits in Architecture.md.
    public let line: Int
    public let column: Int

    public init(layers: [String], composedIn: Set<String>, line: Int, column: Int = 1) {
        self.layers = layers
        self.composedIn = composedIn
        self.line = line
        self.column = column
    }

    static let keyword = "features:"
    private static let composedKeyword = "composed in"

    /// Nil when the text is not a `features:` line.
    static func parse(_ text: Substring, line: Int, column: Int) throws(PolicyError) -> FeatureLayers? {
        guard text.hasPrefix(keyword) else { return nil }
        let columns = text.dropFirst(keyword.count).split(separator: "|", omittingEmptySubsequences: false)
        let layers = try PolicyParser.orderedNames(in: columns[0], line: line)
        guard !layers.isEmpty else {
            throw PolicyError(line: line, message: "expected 'features: Layer, … | composed in Layer, …'")
        }
        var composedIn: Set<String> = []
        for field in columns.dropFirst() {
            let trimmed = field.trimmingSpaces
            guard trimmed.hasPrefix(composedKeyword) else {
                throw PolicyError(line: line, message: "expected 'composed in Layer, …' after the feature layers")
            }
            composedIn.formUnion(
                try PolicyParser.orderedNames(in: trimmed.dropFirst(composedKeyword.count), line: line))
        }
        return FeatureLayers(layers: layers, composedIn: composedIn, line: line, column: column)
    }

    /// A feature's name: an identifier starting with an upper-case letter.
    static func isFeatureName<Text: StringProtocol>(_ name: Text) -> Bool {
        guard let first = name.first, first.isUppercase else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
