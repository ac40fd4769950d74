import Foundation

/// A feature the terminal reaches by one word, such as `orders`: what `help`
/// says about it, and the lines it shows when typed.
///
/// The App builds one per feature in `Features`, so the Inbox's own terminal
/// offers every other feature without knowing any of them.
public struct FeatureCommand {
    /// The word the user types, in lower case.
    public let name: String
    /// What `help` says the command does.
    public let summary: String
    private let render: (_ width: Int) -> [String]

    public init(name: String, summary: String, render: @escaping (_ width: Int) -> [String]) {
        self.name = name
        self.summary = summary
        self.render = render
    }

    /// What the feature shows now, no line wider than `width` terminal cells.
    public func lines(width: Int) -> [String] {
        render(width)
    }

    /// Whether `line` is this command, ignoring case and surrounding white space.
    public func matches(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces).lowercased() == name
    }
}
