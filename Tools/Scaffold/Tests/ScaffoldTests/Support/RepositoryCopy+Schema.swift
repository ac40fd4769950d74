import Foundation
import Testing

/// docs/output.schema.json in a copy, read here without the generators' own
/// code: as lines, to compare what they wrote, and as JSON, to prove it is valid.
extension RepositoryCopy {
    static let schemaPath = "docs/output.schema.json"

    /// The schema parsed as JSON; a test that reads it fails when it is not valid.
    func parsedSchema() throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent(Self.schemaPath))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The lines of the top level's definition `key`, from its opening line to the
    /// one that closes it, four spaces in; empty when there is none.
    static func definition(_ key: String, in text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "    \"\(key)\": {"),
            let end = lines[start...].firstIndex(where: { $0 == "    }," || $0 == "    }" })
        else { return [] }
        return Array(lines[start...end])
    }

    /// The lines that apply the definition `key` to the lines of the feature `key`.
    static func dispatches(_ key: String, in text: String) -> [String] {
        text.components(separatedBy: "\n").filter { $0.contains("{\"const\": \"\(key)\"}") }
    }
}
