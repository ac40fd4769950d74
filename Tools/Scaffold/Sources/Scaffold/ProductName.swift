/// A new name for the package, and the executable's name derived from it.
///
/// `Acme` names the package and its library product; `acme`, the name in
/// lower case, names the executable and the data folder, as `Strata` and
/// `strata` do in the template.
public struct ProductName: Equatable, Sendable {
    public let package: String

    /// Module and test target names: an executable whose name matches one but
    /// for case would collide with its module on a case-insensitive disk.
    static let targetNames = Repository.modules + Repository.layers.map { $0 + "Tests" }

    public init(_ name: String) throws(ScaffoldError) {
        try SwiftIdentifier.validate(name, as: "package name")
        if let target = Self.targetNames.first(where: { $0.lowercased() == name.lowercased() }) {
            throw ScaffoldError("'\(name)' is not a valid package name: it would clash with the target '\(target)'")
        }
        guard !SwiftIdentifier.keywords.contains(name.lowercased()) else {
            throw ScaffoldError("'\(name)' is not a valid package name: '\(name.lowercased())' is a Swift keyword")
        }
        package = name
    }

    /// The executable product, and the word `make run` starts: the name in lower case.
    public var executable: String { package.lowercased() }
}
