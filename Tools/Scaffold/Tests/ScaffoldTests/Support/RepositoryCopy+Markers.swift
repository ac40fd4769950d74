import Foundation

/// The copy's documents and Makefile seen around their `strata:` markers, read
/// here without the generators' own parser, so the tests do not take its word.
extension RepositoryCopy {
    /// The files whose regions the generators own.
    static let markedFiles = ["README.md", "Architecture.md", "Makefile"]

    /// The file with the lines between each pair of markers left out; the markers stay.
    func textOutsideMarkers(_ path: String) throws -> String {
        var inside = false
        return try read(path).components(separatedBy: "\n").filter { line in
            let marker = Self.marker(in: line)
            if let marker { inside = !marker.closes }
            return marker != nil || !inside
        }.joined(separator: "\n")
    }

    /// Rewrites every line outside the markers, as a fork that rewords the
    /// template's prose, headings and rules would: in capitals, so no sentence
    /// or heading a generator could look for is left as it was.
    func rewordOutsideMarkers(_ path: String) throws {
        var inside = false
        let lines = try read(path).components(separatedBy: "\n").map { line in
            if let marker = Self.marker(in: line) {
                inside = !marker.closes
                return line
            }
            return inside ? line : line.uppercased()
        }
        try write(lines.joined(separator: "\n"), to: path)
    }

    /// Drops the first line that is exactly `marker`, as a fork that lost it would.
    func removeLine(_ marker: String, from path: String) throws {
        var lines = try read(path).components(separatedBy: "\n")
        guard let index = lines.firstIndex(of: marker) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(path) has no \(marker)"])
        }
        lines.remove(at: index)
        try write(lines.joined(separator: "\n"), to: path)
    }

    /// Writes the file, making the folders it needs.
    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private static func marker(in line: String) -> (name: String, closes: Bool)? {
        // A regex literal is compiled each time it is evaluated, which costs more than
        // the line, and few lines are markers.
        guard line.contains("strata:") else { return nil }
        let match =
            line.wholeMatch(of: #/\s*<!-- (/?)strata:([a-z0-9-]+) -->\s*/#)
            ?? line.wholeMatch(of: #/\s*# (/?)strata:([a-z0-9-]+)\s*/#)
        return match.map { (String($0.2), !$0.1.isEmpty) }
    }
}
