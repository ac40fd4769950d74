import Foundation
import Testing

/// What a `--json` session wrote, a line each, read back as `JSON` values.
/// Where `STRATA_JSON_LINES` names a folder, each line is also kept there as
/// a file of its own, named after `session`, so that make check holds every
/// line the end-to-end tests read to docs/output.schema.json.
nonisolated enum JSONLines {
    static func read(_ output: String, session: String) throws -> [JSON] {
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
        return try lines.map { try JSONDecoder().decode(JSON.self, from: Data($0.utf8)) }
    }
}

/// A JSON value as a test reads and compares it: `line["frame"]?["entries"]?[0]`.
nonisolated enum JSON: Decodable, Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Int64)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let flag = try? value.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? value.decode(Int64.self) {
            self = .number(number)
        } else if let text = try? value.decode(String.self) {
            self = .string(text)
        } else if let items = try? value.decode([JSON].self) {
            self = .array(items)
        } else {
            self = .object(try value.decode([String: JSON].self))
        }
    }

    subscript(key: String) -> JSON? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    subscript(index: Int) -> JSON? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// The items of an array, none for anything else.
    var items: [JSON] {
        if case .array(let items) = self { items } else { [] }
    }
}
