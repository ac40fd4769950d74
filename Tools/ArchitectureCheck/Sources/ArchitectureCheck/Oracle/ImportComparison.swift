/// One file's imports as the compiler lists them, held against the scanner's.
/// The compiler keeps only the `#if` branches that are active here, while the
/// scanner counts every branch, so the scanner must see at least what the
/// compiler sees, and anything more must sit inside an `#if`.
public struct ImportComparison: Sendable, Equatable {
    public let path: String
    /// Modules the compiler imports that the scanner missed: a scanner bug that would let a violation through.
    public let missed: [String]
    /// Modules the scanner reports outside any `#if` that the compiler does not import: a false finding.
    public let invented: [String]
    /// Modules only in `#if` branches the compiler left out here: expected, and counted.
    public let inactiveBranches: [String]

    public init(path: String, compiler: [String], scanner: [ImportDeclaration]) {
        self.path = path
        let compiled = Set(compiler)
        let scanned = Set(scanner.map(\.module))
        let unconditional = Set(scanner.filter { !$0.isConditional }.map(\.module))
        missed = compiled.subtracting(scanned).sorted()
        invented = unconditional.subtracting(compiled).sorted()
        inactiveBranches = scanned.subtracting(compiled).subtracting(unconditional).sorted()
    }

    public var agrees: Bool { missed.isEmpty && invented.isEmpty }

    /// One `path: error: …` line per disagreement.
    public var diagnostics: [String] {
        missed.map { "\(path): error: the scanner misses 'import \($0)', which the compiler sees" }
            + invented.map { "\(path): error: the scanner reports 'import \($0)', which the compiler does not see" }
    }
}
