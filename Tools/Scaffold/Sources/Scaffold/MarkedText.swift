import Foundation

/// One file whose generator-owned regions lie between `strata:` marker lines,
/// read once and edited region by region in memory. The marker lines and
/// everything outside them stay as they were, byte for byte.
struct MarkedText {
    let path: String
    let syntax: MarkerSyntax
    private var lines: [String]

    /// Reads `text` and checks every marker in it, so an edit never has to
    /// guess where a region ends: each region opens once, closes once after
    /// that, and holds no other.
    init(_ text: String, path: String) throws(ScaffoldError) {
        self.path = path
        syntax = MarkerSyntax(path: path)
        lines = text.lines
        try checkMarkers()
    }

    var text: String {
        lines.joined(separator: "\n")
    }

    /// Refuses, naming the marker, when the region `name` is not marked here.
    func requireRegion(_ name: String) throws(ScaffoldError) {
        // The markers were checked as pairs already, so an opener means a closer after it.
        guard lineIndex(of: name, closes: false) != nil else { throw missing(syntax.opener(name), closes: false) }
    }

    /// The lines between the region's markers, each ending in a line feed.
    func contents(of name: String) -> String {
        lines[contentLines(of: name)].map { $0 + "\n" }.joined()
    }

    /// Puts `text` between the region's markers in place of what was there; an
    /// empty text empties the region and keeps its markers.
    mutating func replaceContents(of name: String, with text: String) {
        var replacement = text.lines
        // A text that ends its last line leaves an empty piece after it, which is no line.
        if replacement.last == "" { replacement.removeLast() }
        lines.replaceSubrange(contentLines(of: name), with: replacement)
    }

    private func contentLines(of name: String) -> Range<Int> {
        guard let opener = lineIndex(of: name, closes: false), let closer = lineIndex(of: name, closes: true) else {
            preconditionFailure("\(path): the region '\(name)' was edited without requireRegion")
        }
        return (opener + 1)..<closer
    }

    private func lineIndex(of name: String, closes: Bool) -> Int? {
        lines.firstIndex { line in
            guard let marker = syntax.marker(in: line) else { return false }
            return marker.name == name && marker.closes == closes
        }
    }

    /// Walks the markers in order and stops at the first that does not pair up.
    private func checkMarkers() throws(ScaffoldError) {
        let markers = lines.indices.compactMap { index in
            syntax.marker(in: lines[index]).map { (index: index, name: $0.name, closes: $0.closes) }
        }
        var openers: [String: [Int]] = [:]
        var closers: [String: [Int]] = [:]
        for marker in markers {
            if marker.closes {
                closers[marker.name, default: []].append(marker.index)
            } else {
                openers[marker.name, default: []].append(marker.index)
            }
        }
        var open: String?
        for marker in markers {
            let opener = syntax.opener(marker.name)
            let closer = syntax.closer(marker.name)
            let same = (marker.closes ? closers : openers)[marker.name] ?? []
            guard same.count == 1 else {
                throw ScaffoldError(
                    "\(path): the marker \(marker.closes ? closer : opener) appears \(same.count) times; "
                        + "keep only the one that marks the region")
            }
            if marker.closes {
                guard let opened = openers[marker.name]?.first else { throw missing(opener, closes: false) }
                guard open == marker.name else {
                    throw ScaffoldError(
                        opened > marker.index
                            ? "\(path): the marker \(closer) comes before \(opener); put it after, where the region ends"
                            : "\(path): the region \(opener) overlaps another; close each region before the next opens")
                }
                open = nil
            } else {
                guard closers[marker.name] != nil else { throw missing(closer, closes: true) }
                if let outer = open {
                    throw ScaffoldError(
                        "\(path): the marker \(opener) is inside the region \(syntax.opener(outer)); "
                            + "close each region before the next opens")
                }
                open = marker.name
            }
        }
    }

    private func missing(_ marker: String, closes: Bool) -> ScaffoldError {
        ScaffoldError(
            "\(path): the marker \(marker) is missing; put it back on a line of its own where the region "
                + (closes ? "ends" : "begins") + " (Tools/Scaffold/README.md lists every marker)")
    }
}
