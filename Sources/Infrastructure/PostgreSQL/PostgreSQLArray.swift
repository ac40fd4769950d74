import Foundation

/// How a list of values travels as one parameter: a PostgreSQL array literal,
/// which a statement casts (`$1::text[]`) and reads row by row with `unnest`.
/// A batch of any size then costs one statement, not one per row.
package enum PostgreSQLArray {
    /// `{"a","b",NULL}`: every value quoted, so no text is read as syntax.
    package static func literal(_ values: [String?]) -> String {
        "{" + values.map { value in value.map(quoted) ?? "NULL" }.joined(separator: ",") + "}"
    }

    private static func quoted(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
