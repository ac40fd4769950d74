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
        try #require(lines.count == input.filter { $0 == "\n" }.count)
        let answers = Array(lines.suffix(8))
        let feature = JSON.string(command)
        #expect(
            answers.map { $0["frame"]?["feature"] } == [
                feature, feature, feature, feature, feature, feature, nil, feature,
            ])
        // The newest first: number 2 is the first added, which outlives the delete of number 1.
        let shown = answers[3]["frame"]?["entry"]
        #expect(shown?["number"] == .number(2))
        #expect(shown?["fields"] == examples.json(1))
        #expect(answers[6]["error"]?["kind"] == .string("noSuchNumber"))
        let list = answers[7]["frame"]
        #expect(list?["page"] == .object(["offset": .number(0), "total": .number(1)]))
        #expect(list?["entries"]?[0]?["id"] == shown?["id"])
        #expect(
            list?["entries"]?[0]?["fields"]?[examples.fields[0].name] == EntryExamples.json(of: examples.fields[0], 3))
        #expect(
            list?["entries"]?[0]?["fields"]?[examples.fields.last?.name ?? ""]
                == examples.json(1)[examples.fields.last?.name ?? ""])
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
        let seenByB = try JSONLines.read(b.output, session: command + "-b").map {
            $0["frame"]?["entries"]?[0]?["fields"]
        }
        let label = examples.fields[0].name
        #expect(seenByB.first == examples.json(1))
        #expect(seenByB.last??[label] == EntryExamples.json(of: examples.fields[0], 2))
        a.type(Self.session(examples.edit(1, toLabelOf: 3), "list"))
        a.closeInput()
        let seenByA = try JSONLines.read(try a.finish().output, session: command + "-a")
        let refused = seenByA.dropLast().last?["error"]
        #expect(refused?["kind"] == .string("changedElsewhere") && refused?["field"] == .null)
        #expect(
            seenByA.last?["frame"]?["entries"]?[0]?["fields"]?[label] == EntryExamples.json(of: examples.fields[0], 2))
    }
}
