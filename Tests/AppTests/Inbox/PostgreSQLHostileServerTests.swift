import PostgreSQLHarness
import ProcessHarness
import Testing

/// What a PostgreSQL server or its rows say reaches the terminal only as the
/// App's own one-line words: a trigger's RAISE, with terminal codes in it,
/// never; a row the App cannot decode, as one line naming the store; a server
/// that stops, as one line for each command that needed it.
@Suite(.enabled(if: TestPostgreSQL.isAvailable)) struct PostgreSQLHostileServerTests {
    @Test func aTriggersRaiseNeverReachesTheTerminal() throws {
        let url = try TestPostgreSQL.freshDatabase()
        #expect(try AppProcess.run(["--store", url, "--demo"], input: "quit\n").status == 0)
        try TestPostgreSQL.psql(
            """
            CREATE FUNCTION shout() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                RAISE WARNING E'\\x1b]0;hostile title\\x07hostile warning';
                RAISE NOTICE 'hostile notice';
                RETURN NEW;
            END $$;
            CREATE TRIGGER shouting BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION shout();
            """, on: url)
        let result = try AppProcess.run(["--store", url, "--width", "120"], input: "open 1\nsend still sent\n")
        #expect(result.status == 0)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(!result.output.contains("hostile") && !result.output.contains("\u{1B}"))
        #expect(result.output.contains("still sent"))
    }

    @Test func aRowTheAppCannotDecodeIsOneLineNamingTheStore() throws {
        let url = try TestPostgreSQL.freshDatabase()
        #expect(try AppProcess.run(["--store", url, "--demo"], input: "quit\n").status == 0)
        try TestPostgreSQL.psql("UPDATE conversations SET participants = 'not a list of names'", on: url)
        let result = try AppProcess.run(["--store", url], input: "open 1\n")
        #expect(result.status == 1)
        #expect(result.errors.hasSuffix(": holds a row this app cannot read; it was left as it is\n"))
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(!result.errors.contains("Decoding"))
    }

    /// Each command is followed by a word no feature knows, whose one line
    /// marks where the command's own lines end.
    @Test func aStoppedServerCostsOneLineACommandSwitchesIncludedAndTheSessionRecovers() throws {
        let cluster = try TestCluster()
        #expect(try AppProcess.run(["--store", cluster.url, "--demo"], input: "quit\n").status == 0)
        let app = try AppProcess.start(["--store", cluster.url, "--width", "100"])
        app.type("contacts\n")
        try app.waitForOutput(containing: "No contacts yet")
        try cluster.stop()
        let away = ["list", "add name=Ada", "inbox", "contacts", "list", "inbox"]
        for (index, command) in away.enumerated() {
            app.type("\(command)\nmark\(index)\n")
            try app.waitForErrors(containing: "'mark\(index)'")
        }
        try cluster.start()
        app.type("add name=Back\ninbox\nopen 1\n")
        app.closeInput()
        let result = try app.finish()
        let lines = result.errors.split(separator: "\n")
        let marks = lines.indices.filter { lines[$0].contains("'mark") }
        #expect(marks.count == away.count)
        let perCommand = zip([-1] + marks, marks).map { lines[$0 + 1..<$1] }
        #expect(perCommand.map(\.count) == away.map { _ in 1 }, "\(result.errors)")
        #expect(perCommand.allSatisfy { $0.first?.hasPrefix("error: ") == true }, "\(result.errors)")
        #expect(!result.errors.contains("WARNING") && !result.errors.contains("\u{1B}"))
        #expect(marks.last == lines.count - 1, "after the server is back: \(result.errors)")
        #expect(result.output.contains("Back"))
        #expect(result.status == 0)
        // The server runs until here: the cluster stops it when it goes.
        withExtendedLifetime(cluster) {}
    }
}
