import PostgreSQLHarness
import ProcessHarness
import Testing

/// What a PostgreSQL server or its rows say reaches the terminal only as the
/// App's own one-line words: a trigger's RAISE, with terminal codes in it,
/// never; a row the App cannot decode, as one line naming the store.
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
}
