import Foundation
import Testing

/// What a `--json` session wrote, a line each, read back as the objects they
/// hold. Where `STRATA_JSON_LINES` names a folder, each line is also kept
/// there as a file of its own, named after `session`, so that make check
/// holds every line the end-to-end tests read to docs/output.schema.json.
nonisolated enum JSONLines {
    static func read(_ output: String, session: String) throws -> [[String: Any]] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(output.hasSuffix("\n"), "every line ends with a line feed")
        if let folder = ProcessInfo.processInfo.environment["STRATA_JSON_LINES"], !folder.isEmpty {
            let name = session.filter { $0.isLetter || $0.isNumber || $0 == "-" }
            for (index, line) in lines.enumerated() {
                let file = URL(fileURLWithPath: folder).appendingPathComponent(
                    "\(name)-\(UUID().uuidString)-\(index).json")
                try Data(line.utf8).write(to: file)
            }
        }
        return try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }
}

nonisolated extension Dictionary where Key == String, Value == Any {
    /// The frame a line holds, after a command.
    var frame: [String: Any]? { self["frame"] as? [String: Any] }
    /// The error a line holds.
    var error: [String: Any]? { self["error"] as? [String: Any] }
    /// The entries of the frame a line holds.
    var entries: [[String: Any]] { entriesOf("entries") }

    /// The list under `key` in the frame a line holds.
    func entriesOf(_ key: String) -> [[String: Any]] { frame?[key] as? [[String: Any]] ?? [] }
}
