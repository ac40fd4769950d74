import PostgreSQLHarness
import ProcessHarness
import Testing

/// A PostgreSQL database that holds anything Strata did not make, in any
/// schema and of any kind, is another program's: the App refuses it in one
/// line and writes nothing, so `pg_dump` reads the same before and after.
/// Only tables in `public` used to count, and Strata's tables were created
/// beside the rest. A registry's name is the mark of Strata's database only
/// in the shape Strata makes it, with no table of Strata's made by another.
@Suite(.enabled(if: TestPostgreSQL.isAvailable)) struct PostgreSQLForeignDatabaseTests {
    nonisolated static let others = [
        "CREATE EXTENSION file_fdw; CREATE SERVER files FOREIGN DATA WRAPPER file_fdw; "
            + "CREATE FOREIGN TABLE words (word text) SERVER files OPTIONS (filename '/dev/null')",
        "CREATE EXTENSION postgres_fdw; CREATE SERVER other FOREIGN DATA WRAPPER postgres_fdw "
            + "OPTIONS (dbname 'postgres'); CREATE FOREIGN TABLE remote (id integer) SERVER other",
        "CREATE VIEW answers AS SELECT 42 AS answer",
        "CREATE MATERIALIZED VIEW answers AS SELECT 42 AS answer",
        "CREATE SEQUENCE tickets",
        "CREATE SCHEMA billing; CREATE TABLE billing.invoices (id integer); INSERT INTO billing.invoices VALUES (7)",
        "CREATE EXTENSION hstore",
        "CREATE FUNCTION answer() RETURNS integer LANGUAGE sql AS 'SELECT 42'",
        "CREATE TYPE mood AS ENUM ('calm')",
        "CREATE SCHEMA billing",
        // A table of the registry's name, shaped otherwise, was refused in PostgreSQL's words;
        // so was a registry that records no Inbox, beside a `conversations` table of its own.
        // The registry is named after the package, and `make rename` renames this word as it does the package.
        "CREATE TABLE " + "strata" + "_schema_versions (id integer)",
        "CREATE TABLE " + "strata" + "_schema_versions (name text PRIMARY KEY, version integer NOT NULL); "
            + "CREATE TABLE conversations (id integer)",
    ]

    @Test(arguments: others)
    func aDatabaseHoldingAnythingElseIsRefusedAndLeftAsItWas(made: String) throws {
        let url = try TestPostgreSQL.freshDatabase()
        try TestPostgreSQL.psql(made, on: url)
        let before = try TestPostgreSQL.dump(url)
        let result = try AppProcess.run(["--store", url, "--demo"], input: "contacts\nadd name=Ann\nquit\n")
        #expect(result.status == 1)
        #expect(result.errors.hasSuffix("is a PostgreSQL database of some other program; it was left as it is\n"))
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(try TestPostgreSQL.dump(url) == before)
    }

    /// The other side of the same rule: a database just made holds nothing, and is taken.
    @Test func anEmptyDatabaseIsTaken() throws {
        let url = try TestPostgreSQL.freshDatabase()
        let result = try AppProcess.run(["--store", url, "--demo"], input: "quit\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(try TestPostgreSQL.psql("SELECT conversations FROM counts", on: url) == "4\n")
    }
}
