import Foundation

/// One benchmark executable: the command line every benchmark takes,
/// `[--conversations N] [--runs N] [--rows]`, and how it reports and exits,
/// so `make bench` can drive them all the same way.
public struct BenchProgram: Sendable {
    public let name: String
    public private(set) var conversations: Int
    public private(set) var runs: Int
    /// Print the table's rows without its header, for `make bench` to merge.
    public private(set) var rowsOnly = false

    /// Reads the command line; a flag it cannot use ends the program with status 64.
    public init(
        _ name: String, conversations: Int, runs: Int, arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) {
        self.name = name
        self.conversations = conversations
        self.runs = runs
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--conversations", "--runs":
                guard let value = rest.popFirst().flatMap(Int.init), value > 0 else {
                    fail("\(flag) needs a positive whole number", status: 64)
                }
                if flag == "--runs" { self.runs = value } else { self.conversations = value }
            case "--rows": rowsOnly = true
            default: fail("unknown option \(flag) (usage: \(name) [--conversations N] [--runs N] [--rows])", status: 64)
            }
        }
    }

    /// Ends the program with one line on stderr.
    public func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
        exit(status)
    }

    /// Prints the table and exits: 1, naming each goal missed, else 0.
    public func finish(with table: FigureTable) -> Never {
        print((rowsOnly ? table.markdownRows : table.markdown).joined(separator: "\n"))
        for miss in table.missedGoals { FileHandle.standardError.write(Data("\(name): missed goal: \(miss)\n".utf8)) }
        exit(table.missedGoals.isEmpty ? 0 : 1)
    }
}
