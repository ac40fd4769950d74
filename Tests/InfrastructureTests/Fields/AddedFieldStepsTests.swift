import Foundation
import PostgreSQLHarness
import Testing

@testable import Infrastructure

/// The schema steps `make field` writes, one field of every type, run on a
/// table that already holds 10,000 rows: each row keeps its values and takes
/// the field's default, or none, and each default passes its column's
/// `CHECK`. The SQL is the generator's own, line for line; the scaffold's
/// `FieldGeneratorTests` holds it to what `make field` writes today.
@Suite struct AddedFieldStepsTests {
    static let rows = 10_000
    static let fields = [
        "priority:int=0", "due:date?", "plan:enum(free|paid)=free", "credit:decimal(2)=12.5",
        "seen:time=2026-01-31T09:30:00Z", "vip:bool=true", "source:text=import",
        "buyer:Contacts?", "stock:int(0...)=5", "tag:text?:unique",
    ]
    /// What every row holds in the new columns, as each engine reads them back.
    static let filled =
        "priority = 0 AND due IS NULL AND plan = 'free' AND vip AND source = 'import' AND buyer IS NULL AND stock = 5 AND tag IS NULL"
    /// What the new columns' rules refuse of a row that exists: a stock below the range, a tag two rows hold.
    static let refused = [
        #"UPDATE "orders" SET stock = -1 WHERE id = 1"#, #"UPDATE "orders" SET tag = 'x' WHERE id <= 2"#,
    ]

    static let sqliteSteps = [
        #"ALTER TABLE "orders" ADD COLUMN "priority" INTEGER NOT NULL DEFAULT 0 CHECK (typeof("priority") = 'integer' AND "priority" BETWEEN -999999999 AND 999999999);"#,
        #"ALTER TABLE "orders" ADD COLUMN "due" TEXT CHECK ("due" IS NULL OR ("due" IS date("due") AND "due" >= '0001-01-01'));"#,
        #"ALTER TABLE "orders" ADD COLUMN "plan" TEXT NOT NULL DEFAULT 'free' CHECK ("plan" IN ('free', 'paid'));"#,
        #"ALTER TABLE "orders" ADD COLUMN "credit" INTEGER NOT NULL DEFAULT 1250 CHECK (typeof("credit") = 'integer' AND "credit" BETWEEN -999999999999999999 AND 999999999999999999);"#,
        #"ALTER TABLE "orders" ADD COLUMN "seen" REAL NOT NULL DEFAULT 1769851800.0 CHECK (typeof("seen") = 'real' AND "seen" BETWEEN -62135596800 AND 253402300799 AND "seen" = round("seen"));"#,
        #"ALTER TABLE "orders" ADD COLUMN "vip" INTEGER NOT NULL DEFAULT 1 CHECK ("vip" IN (0, 1));"#,
        #"ALTER TABLE "orders" ADD COLUMN "source" TEXT NOT NULL DEFAULT 'import' CHECK (typeof("source") = 'text' AND length("source") BETWEEN 1 AND 200 AND instr("source", char(0)) = 0 AND "source" = trim("source", ' ' || char(9, 10, 11, 12, 13)));"#,
        #"ALTER TABLE "orders" ADD COLUMN "buyer" INTEGER CHECK ("buyer" IS NULL OR (typeof("buyer") = 'integer' AND "buyer" > 0));"#,
        #"ALTER TABLE "orders" ADD COLUMN "stock" INTEGER NOT NULL DEFAULT 5 CHECK (typeof("stock") = 'integer' AND "stock" BETWEEN 0 AND 999999999);"#,
        #"ALTER TABLE "orders" ADD COLUMN "tag" TEXT CHECK ("tag" IS NULL OR (typeof("tag") = 'text' AND length("tag") BETWEEN 1 AND 200 AND instr("tag", char(0)) = 0 AND "tag" = trim("tag", ' ' || char(9, 10, 11, 12, 13)))); CREATE UNIQUE INDEX "orders_tag_unique" ON "orders" ("tag");"#,
    ]
    static let postgreSQLSteps = [
        #"ALTER TABLE "orders" ADD COLUMN "priority" bigint NOT NULL DEFAULT 0 CHECK ("priority" BETWEEN -999999999 AND 999999999);"#,
        #"ALTER TABLE "orders" ADD COLUMN "due" date CHECK ("due" BETWEEN '0001-01-01' AND '9999-12-31');"#,
        #"ALTER TABLE "orders" ADD COLUMN "plan" text NOT NULL DEFAULT 'free' CHECK ("plan" IN ('free', 'paid'));"#,
        #"ALTER TABLE "orders" ADD COLUMN "credit" numeric(18, 2) NOT NULL DEFAULT 12.5;"#,
        #"ALTER TABLE "orders" ADD COLUMN "seen" timestamptz NOT NULL DEFAULT '2026-01-31 09:30:00+00' CHECK ("seen" BETWEEN '0001-01-01 00:00:00+00' AND '9999-12-31 23:59:59+00' AND "seen" = date_trunc('second', "seen"));"#,
        #"ALTER TABLE "orders" ADD COLUMN "vip" boolean NOT NULL DEFAULT true;"#,
        #"ALTER TABLE "orders" ADD COLUMN "source" text NOT NULL DEFAULT 'import' CHECK (char_length("source") BETWEEN 1 AND 200 AND "source" !~ '^\s|\s$');"#,
        #"ALTER TABLE "orders" ADD COLUMN "buyer" bigint CHECK ("buyer" > 0);"#,
        #"ALTER TABLE "orders" ADD COLUMN "stock" bigint NOT NULL DEFAULT 5 CHECK ("stock" BETWEEN 0 AND 999999999);"#,
        #"ALTER TABLE "orders" ADD COLUMN "tag" text CONSTRAINT "orders_tag_unique" UNIQUE CHECK (char_length("tag") BETWEEN 1 AND 200 AND "tag" !~ '^\s|\s$');"#,
    ]

    @Test func onSQLiteEveryRowKeepsItsValuesAndTakesTheDefaults() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("app.sqlite")
        let made = SQLiteSchema(
            name: "Orders",
            steps: [
                #"""
                CREATE TABLE "orders" (id INTEGER PRIMARY KEY, "customer" TEXT NOT NULL, created_at REAL NOT NULL);
                """#
            ])
        try await SQLiteStoreDatabase(path: path, schemas: [made]).writing { database in
            try database.execute(
                """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(Self.rows))
                INSERT INTO "orders" SELECT i, 'Customer ' || i, i FROM n
                """)
        }
        let grown = try SQLiteStoreDatabase(
            path: path, schemas: [SQLiteSchema(name: "Orders", steps: made.steps + Self.sqliteSteps)])
        let counts = try await grown.reading { database in
            try database.rows(
                """
                SELECT count(*), sum("customer" = 'Customer ' || id AND created_at = id), sum(\(Self.filled)
                    AND credit = 1250 AND seen = 1769851800.0 AND typeof(seen) = 'real') FROM "orders"
                """)
        }
        #expect(counts == [Array(repeating: .integer(Int64(Self.rows)), count: 3)])
        for statement in Self.refused {
            await #expect(throws: SQLiteStoreError.self) { try await grown.writing { try $0.execute(statement) } }
        }
    }

    @Test(.enabled(if: TestPostgreSQL.isAvailable))
    func onPostgreSQLEveryRowKeepsItsValuesAndTakesTheDefaults() async throws {
        let url = try TestPostgreSQL.freshDatabase()
        let made = PostgreSQLSchema(
            name: "Orders",
            steps: [
                #"""
                CREATE TABLE "orders" (id bigint PRIMARY KEY, "customer" text NOT NULL, created_at double precision NOT NULL)
                """#
            ])
        try await PostgreSQLStoreDatabase(url: url, schemas: [made]).writing { database in
            try database.execute(
                #"INSERT INTO "orders" SELECT i, 'Customer ' || i, i FROM generate_series(1, \#(Self.rows)) AS i"#)
        }
        let grown = try PostgreSQLStoreDatabase(
            url: url, schemas: [PostgreSQLSchema(name: "Orders", steps: made.steps + Self.postgreSQLSteps)])
        let counts = try await grown.reading { database in
            try database.rows(
                """
                SELECT count(*), count(*) FILTER (WHERE "customer" = 'Customer ' || id AND created_at = id),
                    count(*) FILTER (WHERE \(Self.filled) AND credit = 12.50 AND seen = '2026-01-31 09:30:00+00')
                FROM "orders"
                """)
        }
        #expect(counts == [Array(repeating: String?(String(Self.rows)), count: 3)])
        for statement in Self.refused {
            await #expect(throws: PostgreSQLStoreError.self) { try await grown.writing { try $0.execute(statement) } }
        }
    }
}
