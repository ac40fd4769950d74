import Foundation

/// Runs the compiler over every Swift file under some paths and compares
/// each file's imports with the scanner's: the compiler is the oracle that
/// keeps the scanner honest. Files run in parallel, one compiler per core.
public struct ImportOracle: Sendable {
    /// Lists a file's imported modules; the real one is `CompilerImports`.
    public let compiler: @Sendable (String) throws(SetupError) -> [String]

    public init(compiler: @escaping @Sendable (String) throws(SetupError) -> [String]) {
        self.compiler = compiler
    }

    /// The comparisons, in path order; a file the compiler cannot read is a setup error.
    public func compare(paths: [String]) throws(SetupError) -> [ImportComparison] {
        var found: [String] = []
        for path in paths { found += try Self.swiftFiles(at: path) }
        let files = found
        let results = Results(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            do {
                let modules = try compiler(file)
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
                let scanned = ImportScanner.imports(in: LexedSource(bytes: bytes))
                results.store(.success(ImportComparison(path: file, compiler: modules, scanner: scanned)), at: index)
            } catch let error as SetupError {
                results.store(.failure(error), at: index)
            } catch {
                results.store(.failure(SetupError("cannot read \(file): \(error)")), at: index)
            }
        }
        return try results.values()
    }

    /// `path` itself when it is a file, else the Swift files below it, sorted, never build products.
    static func swiftFiles(at path: String) throws(SetupError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SetupError("\(path) does not exist")
        }
        guard isDirectory.boolValue else { return [path] }
        let relative = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return relative.filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains(".build") }
            .sorted().map { path + "/" + $0 }
    }

    /// Per-file outcomes, written from several threads.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var outcomes: [Result<ImportComparison, SetupError>?]

        init(count: Int) {
            outcomes = Array(repeating: nil, count: count)
        }

        func store(_ outcome: Result<ImportComparison, SetupError>, at index: Int) {
            lock.withLock { outcomes[index] = outcome }
        }

        func values() throws(SetupError) -> [ImportComparison] {
            var values: [ImportComparison] = []
            for outcome in outcomes {
                switch outcome {
                case .success(let comparison): values.append(comparison)
                case .failure(let error): throw error
                case nil: break
                }
            }
            return values
        }
    }
}
