/// The modules from outside the package that a layer may import.
public enum SystemModules: Sendable, Equatable {
    /// `*`: any module that is not a target of the package.
    case any
    /// A list; empty (`-`) means the standard library only.
    case only(Set<String>)

    /// Modules that ship as the standard library; every layer may import them.
    public static let standardLibrary: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "RegexBuilder", "Observation",
    ]

    /// Extra modules a test target may import whatever its layer. Not XCTest: the test
    /// binary's entry point starts Swift Testing only.
    public static let testFrameworks: Set<String> = ["Testing"]

    public func allows(_ module: String) -> Bool {
        switch self {
        case .any: true
        case .only(let modules): modules.contains(module)
        }
    }

    var description: String {
        switch self {
        case .any: "any module"
        case .only(let modules) where modules.isEmpty: "only the standard library"
        case .only(let modules): modules.sorted().joined(separator: ", ")
        }
    }
}
