import Domain
import Foundation
import PostgreSQLHarness
import ProcessHarness
import Testing

/// A feature made of entries in the JSON view: one line per command, whose
/// values are read, not its words.
nonisolated extension EntrySession {
    /// In memory, the third store: every command answered by one line, each
    /// entry's fields typed as its kinds are, a refusal as data in the same sequence.
    func inMemoryJSON() throws {
        let input =
            referred
            + Self.session(
                command, examples.add(1), examples.add(2), "show 2", "delete 1", examples.edit(1, toLabelOf: 3),
                "show 9", "list")
        let session = try AppProcess.run(["--in-memory", "--json"], input: input)
        #expect(session.status == 0)
        #expect(session.errors.isEmpty)
        let lines = try JSONLines.read(session.output, session: command)
        let answers = Array(lines.suffix(8))
        try #require(lines.count == input.filter { $0 == "\n" }.count)
        #expect(
            answers.map { $0.frame?["feature"] as? String } == Array(repeating: command, count: 6) + [nil, command])
        let shown = try #require(answers[3].frame?["entry"] as? [String: Any])
        // The newest first: number 2 is the first added, which outlives the delete of number 1.
        #expect(shown["number"] as? Int == 2)
        #expect(NSDictionary(dictionary: shown["fields"] as? [String: Any] ?? [:]) == examples.json(1) as NSDictionary)
        #expect(answers[6].error?["kind"] as? String == "noSuchNumber")
        let left = answers[7].entries
        try #require(left.count == 1)
        var edited = examples.json(1)
        edited[examples.fields[0].name] = EntryExamples.json(of: examples.fields[0], 3)
        #expect(left[0]["id"] as? Int == shown["id"] as? Int)
        #expect(NSDictionary(dictionary: left[0]["fields"] as? [String: Any] ?? [:]) == edited as NSDictionary)
        #expect((answers[7].frame?["page"] as? [String: Int]) == ["offset": 0, "total": 1])
    }

    /// Two processes in the JSON view on one store see each other's changes:
    /// B reads what A added; B's edit lands first, so A's, made from the
    /// version A showed, is refused as data, and A's next list shows B's.
    func changesSeenAcrossProcesses(onPostgreSQL: Bool) throws {
        guard !onPostgreSQL || TestPostgreSQL.isAvailable else { return }
        let folder = try Scratch()
        let store = onPostgreSQL ? try TestPostgreSQL.freshDatabase() : folder.path + "/app.sqlite"
        let arguments = ["--store", store, "--json"]
        let a = try AppProcess.start(arguments)
        a.type(referred + Self.session(command, examples.add(1)))
        // This feature's own list, not that of a feature it refers to, which its prelude fills first.
        _ = try a.waitForOutput(containing: #"{"feature":"\#(command)","screen":"list","page":{"offset":0,"total":1}"#)
        let b = try AppProcess.run(arguments, input: Self.session(command, examples.edit(1, toLabelOf: 2)))
        #expect(b.errors.isEmpty)
        let bLines = try JSONLines.read(b.output, session: command + "-b")
        let label = examples.fields[0].name
        #expect(bLines.count == 2)
        #expect(
            NSDictionary(dictionary: bLines[0].entries.first?["fields"] as? [String: Any] ?? [:]) == examples.json(1)
                as NSDictionary)
        #expect(
            (bLines[1].entries.first?["fields"] as? [String: Any])?[label] as? NSObject
                == EntryExamples.json(of: examples.fields[0], 2))
        a.type(Self.session(examples.edit(1, toLabelOf: 3), "list"))
        a.closeInput()
        let aLines = try JSONLines.read(try a.finish().output, session: command + "-a")
        let refused = try #require(aLines.dropLast().last?.error)
        #expect(refused["kind"] as? String == "changedElsewhere")
        #expect(refused["field"] is NSNull)
        #expect(
            (aLines.last?.entries.first?["fields"] as? [String: Any])?[label] as? NSObject
                == EntryExamples.json(of: examples.fields[0], 2))
    }
}
