/// How a file writes the `strata:NAME` markers around a region a generator
/// owns: HTML comments in Markdown, which no reader sees, and comment lines in
/// the Makefile, which make skips.
///
/// A marker is a whole line, so a mention of one in prose or in a table cell
/// never counts as one.
enum MarkerSyntax: Sendable {
    case markdown
    case makefile

    /// The syntax the file's name calls for: Markdown for `.md`, the Makefile's for the rest.
    init(path: String) {
        self = path.hasSuffix(".md") ? .markdown : .makefile
    }

    /// The line that opens the region `name`, such as `<!-- strata:storage -->`.
    func opener(_ name: String) -> String {
        wrap("strata:" + name)
    }

    /// The line that closes the region `name`, such as `<!-- /strata:storage -->`.
    func closer(_ name: String) -> String {
        wrap("/strata:" + name)
    }

    /// The marker a line holds, if it is one: its region's name, and whether it closes it.
    func marker(in line: String) -> (name: String, closes: Bool)? {
        let (prefix, suffix) = self == .markdown ? ("<!-- ", " -->") : ("# ", "")
        // Every line of a document is asked, so most are turned away by a byte search.
        guard line.holds("strata:") else { return nil }
        // Indented, or with spaces after it, a marker line is still one.
        var body = line.drop(while: \.isWhitespace)
        guard body.hasPrefix(prefix) else { return nil }
        while body.last?.isWhitespace == true { body.removeLast() }
        guard body.hasSuffix(suffix) else { return nil }
        body = body.dropFirst(prefix.count).dropLast(suffix.count)
        let closes = body.hasPrefix("/")
        if closes { body = body.dropFirst() }
        guard body.hasPrefix("strata:") else { return nil }
        let name = body.dropFirst("strata:".count)
        guard !name.isEmpty, name.allSatisfy(Self.isNameCharacter) else { return nil }
        return (String(name), closes)
    }

    private func wrap(_ body: String) -> String {
        self == .markdown ? "<!-- \(body) -->" : "# \(body)"
    }

    /// Names are lower-case words joined by hyphens, so a marker reads the same in every file.
    private static func isNameCharacter(_ character: Character) -> Bool {
        ("a"..."z").contains(character) || ("0"..."9").contains(character) || character == "-"
    }
}
