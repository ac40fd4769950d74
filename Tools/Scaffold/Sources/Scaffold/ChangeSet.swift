import Foundation

/// Every file a generator will write or remove, planned in full before the
/// first one changes, so a refusal leaves the tree as it was.
public struct ChangeSet: Equatable, Sendable {
    /// New or rewritten files, by path relative to the root.
    public private(set) var writes: [String: String] = [:]
    /// Files and folders to remove, by path relative to the root.
    public private(set) var removals: [String] = []

    public init() {}

    mutating func write(_ text: String, to path: String) {
        writes[path] = text
    }

    mutating func remove(_ path: String) {
        removals.append(path)
    }

    /// Removals first, so a folder can be cleared and refilled; then every write, folders made as needed.
    func apply(to repository: Repository) throws(ScaffoldError) {
        let files = FileManager.default
        for path in removals where repository.exists(path) {
            do {
                try files.removeItem(at: repository.url(path))
            } catch {
                throw ScaffoldError("\(path): cannot be removed: \(error.localizedDescription)")
            }
        }
        for (path, text) in writes.sorted(by: { $0.key < $1.key }) {
            let url = repository.url(path)
            do {
                try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                throw ScaffoldError("\(path): cannot be written: \(error.localizedDescription)")
            }
        }
    }

    /// One line per change, for the generator to report what it did.
    var summary: [String] {
        removals.sorted().map { "removed  \($0)" } + writes.keys.sorted().map { "wrote    \($0)" }
    }
}
