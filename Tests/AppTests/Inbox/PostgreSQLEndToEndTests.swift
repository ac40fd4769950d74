import Foundation
import PostgreSQLHarness
import ProcessHarness
import Testing

/// `--store postgresql://…` through the built binary, on a database of
/// its own on the test cluster: what a session sends outlives it, a bad URL
/// and an unreachable server each end the launch with one line, and neither a
/// kill nor a second writer loses an acknowledged message.
@Suite(.enabled(if: TestPostgreSQL.isAvailable)) struct PostgreSQLEndToEndTests {
    /// Wide enough that no message wraps, so each token is found whole.
    static let wide = ["--width", "200"]

    /// The texts of the first conversation, as a new session shows it.
    func firstConversation(at url: String) throws -> String {
        let result = try AppProcess.run(["--store", url] + Self.wide, input: "open 1\n")
        #expect(result.status == 0)
        return result.output
    }

    @Test func whatASessionSendsAndAddsIsThereAfterARestart() throws {
        let url = try TestPostgreSQL.freshDatabase()
        let first = try AppProcess.run(
            ["--store", url, "--demo"] + Self.wide,
            input: "open 1\nsend kept-on-the-server\ncontacts\nadd name=\"Ann Server\"\n")
        #expect(first.status == 0)
        #expect(first.errors.isEmpty)
        #expect(try firstConversation(at: url).contains("kept-on-the-server"))
        let contacts = try AppProcess.run(["--store", url] + Self.wide, input: "contacts\n")
        #expect(contacts.output.contains("1  Ann Server"))
        // The demo fills an empty database once: the second session did not add it again.
        #expect(try TestPostgreSQL.psql("SELECT conversations FROM counts", on: url) == "4\n")
    }

    /// `postgresql://` alone names no database: libpq's PGHOST, PGUSER and PGDATABASE fill it in.
    @Test func libpqsOwnEnvironmentFillsWhatTheURLLeavesOut() throws {
        let url = try TestPostgreSQL.freshDatabase()
        let parts = try #require(URLComponents(string: url))
        let query = Dictionary(uniqueKeysWithValues: (parts.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        let environment = [
            "PGHOST": query["host"] ?? "", "PGUSER": query["user"] ?? "", "PGDATABASE": String(parts.path.dropFirst()),
        ]
        let result = try AppProcess.run(
            ["--store", "postgresql://", "--demo"] + Self.wide, input: "open 1\nsend from-the-environment-end\n",
            environment: environment)
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(try firstConversation(at: url).contains("from-the-environment-end"))
    }

    @Test func aURLLibpqCannotReadExits64WithOneLineAndNoPassword() throws {
        let result = try AppProcess.run(["--store", "postgresql://ann:secret@[::1/strata"], input: "quit\n")
        #expect(result.status == 64)
        let line = try #require(result.errors.split(separator: "\n").first)
        #expect(line.hasPrefix("strata: --store: postgresql://ann:***@[::1/strata is not a URL libpq can read: "))
        #expect(!result.errors.contains("secret"))
    }

    @Test func anUnreachableServerExits1WithOneLineAndNoPassword() throws {
        let result = try AppProcess.run(
            ["--store", "postgresql://ann:secret@/strata?host=/nonexistent-strata-socket"], input: "quit\n")
        #expect(result.status == 1)
        #expect(
            result.errors.hasPrefix(
                "strata: postgresql://ann:***@/strata?host=/nonexistent-strata-socket: cannot be reached: "))
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(!result.errors.contains("secret"))
    }

    @Test func aDatabaseOfAnotherProgramIsRefusedWithItsTablesAsTheyWere() throws {
        let url = try TestPostgreSQL.freshDatabase()
        try TestPostgreSQL.psql("CREATE TABLE invoices (id integer); INSERT INTO invoices VALUES (7)", on: url)
        let result = try AppProcess.run(["--store", url], input: "quit\n")
        #expect(result.status == 1)
        #expect(result.errors.hasSuffix("is a PostgreSQL database of some other program; it was left as it is\n"))
        let tables = "SELECT string_agg(tablename, ',') FROM pg_tables WHERE schemaname = 'public'"
        #expect(try TestPostgreSQL.psql(tables, on: url) == "invoices\n")
    }

    /// Contacts is newer here, and the Inbox comes first in `Features.swift`:
    /// still, not one of the Inbox's tables is made.
    @Test func aDatabaseWithANewerFeatureIsRefusedBeforeAnyFeatureIsWritten() throws {
        let url = try TestPostgreSQL.freshDatabase()
        // The registry is named after the package, and `make rename` renames this word as it does the package.
        let registry = "strata" + "_schema_versions"
        try TestPostgreSQL.psql(
            "CREATE TABLE \(registry) (name text PRIMARY KEY, version integer NOT NULL);"
                + "INSERT INTO \(registry) VALUES ('Contacts', 99)", on: url)
        let result = try AppProcess.run(["--store", url], input: "quit\n")
        #expect(result.status == 1)
        #expect(result.errors.contains("the Contacts tables at version 99"))
        let tables = "SELECT string_agg(tablename, ',') FROM pg_tables WHERE schemaname = 'public'"
        #expect(try TestPostgreSQL.psql(tables, on: url) == registry + "\n")
    }

    @Test func aKilledInboxLosesNoMessageItAcknowledged() throws {
        let url = try TestPostgreSQL.freshDatabase()
        let inbox = try AppProcess.start(["--store", url, "--demo"] + Self.wide)
        inbox.type("open 1\n")
        let acknowledged = (10..<30).map { "acked-\($0)-end" }
        for text in acknowledged {
            inbox.type("send \(text)\n")
            try inbox.waitForOutput(containing: text)
        }
        // Sends still on their way when the kill lands may or may not be kept.
        for number in 0..<20 { inbox.type("send unacked-\(number)-end\n") }
        inbox.kill()
        _ = try inbox.finish()
        let shown = try firstConversation(at: url)
        #expect(acknowledged.allSatisfy(shown.contains))
    }

    @Test func aServerThatGoesAwayCostsOneErrorLinePerCommandAndIsUsedAgainOnceBack() throws {
        let url = try TestPostgreSQL.freshDatabase()
        let admin = try #require(TestPostgreSQL.url)
        let name = try #require(url.split(separator: "?").first?.split(separator: "/").last)
        let inbox = try AppProcess.start(["--store", url, "--demo"] + Self.wide)
        inbox.type("open 1\nsend before-end\n")
        try inbox.waitForOutput(containing: "before-end")
        try TestPostgreSQL.psql(
            "ALTER DATABASE \"\(name)\" ALLOW_CONNECTIONS false; "
                + "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '\(name)'", on: admin)
        inbox.type("send while-away-end\n")
        try inbox.waitForErrors(containing: "error: ")
        inbox.type("send still-away-end\n")
        try inbox.waitForErrors(containing: "connection to server on socket")
        try TestPostgreSQL.psql("ALTER DATABASE \"\(name)\" ALLOW_CONNECTIONS true", on: admin)
        inbox.type("send back-again-end\n")
        try inbox.waitForOutput(containing: "back-again-end")
        inbox.closeInput()
        let result = try inbox.finish()
        #expect(result.status == 0)
        let errors = result.errors.split(separator: "\n")
        #expect(errors.count == 2 && errors.allSatisfy { $0.hasPrefix("error: ") })
        let shown = try firstConversation(at: url)
        #expect(shown.contains("before-end") && shown.contains("back-again-end") && !shown.contains("away-end"))
    }

    /// The second session's commit reaches the first through NOTIFY, so its
    /// next command shows the new message, even one that loads no list itself.
    @Test func aSessionSeesWhatAnotherSessionSentOnItsNextCommand() throws {
        let url = try TestPostgreSQL.freshDatabase()
        let watching = try AppProcess.start(["--store", url, "--demo"] + Self.wide)
        watching.type("open 1\n")
        try watching.waitForOutput(containing: "Type 'help' for commands.")
        #expect(
            try AppProcess.run(["--store", url] + Self.wide, input: "open 1\nsend from-elsewhere-end\n").status == 0)
        watching.type("open 2\n")
        try watching.waitForOutput(containing: "from-elsewhere-end")
        watching.closeInput()
        #expect(try watching.finish().status == 0)
    }

    @Test func twoInboxesSendingToOneDatabaseLoseNothing() throws {
        let url = try TestPostgreSQL.freshDatabase()
        #expect(try AppProcess.run(["--store", url, "--demo"], input: "quit\n").status == 0)
        let writers = try ["a", "b"].map { writer in
            let inbox = try AppProcess.start(["--store", url] + Self.wide)
            inbox.type("open 1\n" + (10..<25).map { "send \(writer)-\($0)-end\n" }.joined())
            inbox.closeInput()
            return inbox
        }
        for writer in writers { #expect(try writer.finish().status == 0) }
        let shown = try firstConversation(at: url)
        for writer in ["a", "b"] {
            #expect((10..<25).allSatisfy { shown.contains("\(writer)-\($0)-end") })
        }
    }
}
