import Application
import Domain
import Foundation
import PostgreSQLHarness
import Testing

@testable import Infrastructure

/// Two processes race over one contact: one adds an order naming it, having
/// checked that it exists, as a service does; the other deletes it between
/// that check and the add. The points are chosen by a handshake through
/// FIFOs, never by timing: the adder says it has checked and waits; the
/// deleter deletes, then says so. The database's rule refuses the add, so no
/// order names a contact that is gone, on either engine, and the refusal is
/// the one a person reads when they name no contact, not the engine's words.
///
/// Both sides are child processes (exit tests) that need nothing of this
/// one while they run, however its threads are taken; each exits 0 only
/// when its side went as the rule says. One test at a time, so one test's
/// children never wait on a child another test has yet to start.
@Suite(.serialized, .timeLimit(.minutes(1))) struct ReferenceRaceTests {
    /// Where each engine's test keeps the database and the handshake's files,
    /// named after the test process, which its children find as their parent:
    /// a child captures nothing.
    static func folder(_ engine: String, of process: pid_t) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("strata-reference-race-\(engine)-\(process)").path
    }

    /// The handshake's points, each a FIFO the test makes and holds open both
    /// ways while it runs: a word said is a byte that stays in the FIFO until
    /// it is read, whichever side comes first, and a side that waits blocks
    /// on the read alone, never on a clock or by looking again and again.
    static let points = ["checked", "deleted", "added"]

    /// The test's own folder, made empty with a FIFO for each of `points`, and removed when `body` ends.
    static func withFolder(
        _ engine: String, points: [String] = points, _ body: (String) async throws -> Void
    ) async throws {
        let folder = folder(engine, of: getpid())
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var held: [Int32] = []
        defer {
            for fifo in held { close(fifo) }
        }
        for point in points {
            guard mkfifo(folder + "/" + point, 0o600) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
            held.append(try open(point, in: folder, O_RDWR))
        }
        try await body(folder)
    }

    static func open(_ point: String, in folder: String, _ mode: Int32) throws -> Int32 {
        let fifo = Foundation.open(folder + "/" + point, mode)
        guard fifo >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        return fifo
    }

    /// Waits until the other side has said `point`.
    static func waitFor(_ point: String, in folder: String) throws {
        let fifo = try open(point, in: folder, O_RDONLY)
        defer { close(fifo) }
        var byte: UInt8 = 0
        guard read(fifo, &byte, 1) == 1 else { throw POSIXError(.EIO) }
    }

    /// Says `point` to the side that waits for it, now or later.
    static func say(_ point: String, in folder: String) throws {
        let fifo = try open(point, in: folder, O_WRONLY)
        defer { close(fifo) }
        var byte: UInt8 = 1
        guard write(fifo, &byte, 1) == 1 else { throw POSIXError(.EIO) }
    }

    /// The adder's side: check, say so, wait for the delete, add. 0 when the
    /// add is refused as naming no contact, not by any other failure.
    static func addAfterTheDelete(
        in folder: String, check: () async throws -> Bool, add: () async throws -> Void
    ) async -> Int32 {
        do {
            guard try await check() else { return 2 }
            try say("checked", in: folder)
            try waitFor("deleted", in: folder)
            try await add()
            return 1
        } catch {
            return error as? FieldError == refusal ? 0 : 3
        }
    }

    /// The deleter's side: wait for the check, delete, say so. 0 when the delete went through.
    static func deleteBetween(in folder: String, delete: () async throws -> RowDeletion) async -> Int32 {
        do {
            try waitFor("checked", in: folder)
            let deleted = try await delete()
            try say("deleted", in: folder)
            return deleted == .deleted ? 0 : 1
        } catch {
            return 3
        }
    }

    /// One engine's store database, as each child opens it from the folder.
    static func sqlite(in folder: String) throws -> SQLiteStoreDatabase {
        try SQLiteStoreDatabase(path: folder + "/app.sqlite", schemas: StoreReferenceTests.sqlite)
    }

    static func postgreSQL(in folder: String) throws -> PostgreSQLStoreDatabase {
        try PostgreSQLStoreDatabase(
            url: try String(contentsOfFile: folder + "/url", encoding: .utf8), schemas: StoreReferenceTests.postgreSQL)
    }

    static let contactExists = #"SELECT count(*) FROM "contacts" WHERE id = 1"#
    static let addOrder = #"INSERT INTO "orders" (id, "customer") VALUES (1, 1)"#
    /// The order's values as its store writes them, and the refusal a check after the delete gives.
    static let order = FieldValues(
        [Field("customer", .reference("contact"), isOptional: true)], ["customer": .reference(EntryID(1))])
    static let refusal = FieldError("customer", .noSuchEntry("#1", "contact"))

    @Test func onSQLiteAnAddCheckedBeforeTheDeleteIsRefusedAfterIt() async throws {
        try await Self.withFolder("sqlite") { folder in
            let file = try Self.sqlite(in: folder)
            try await file.writing { database in try database.execute(#"INSERT INTO "contacts" VALUES (1, 'Ada')"#) }
            async let adder = #expect(processExitsWith: .exitCode(0)) {
                let folder = ReferenceRaceTests.folder("sqlite", of: getppid())
                let file = try ReferenceRaceTests.sqlite(in: folder)
                exit(
                    await ReferenceRaceTests.addAfterTheDelete(
                        in: folder,
                        check: {
                            try await file.reading { try $0.value(ReferenceRaceTests.contactExists).integer == 1 }
                        },
                        add: {
                            try await file.writing(row: ReferenceRaceTests.order) {
                                try $0.execute(ReferenceRaceTests.addOrder)
                            }
                        }))
            }
            async let deleter = #expect(processExitsWith: .exitCode(0)) {
                let folder = ReferenceRaceTests.folder("sqlite", of: getppid())
                let file = try ReferenceRaceTests.sqlite(in: folder)
                exit(
                    await ReferenceRaceTests.deleteBetween(in: folder) { try await file.deleteRow(1, from: "contacts") }
                )
            }
            _ = await (adder, deleter)
            let orders = try await file.reading { try $0.value(#"SELECT count(*) FROM "orders""#).integer }
            #expect(orders == 0)
        }
    }

    @Test(.enabled(if: TestPostgreSQL.isAvailable))
    func onPostgreSQLAnAddCheckedBeforeTheDeleteIsRefusedAfterIt() async throws {
        try await Self.withFolder("postgresql") { folder in
            let url = try TestPostgreSQL.freshDatabase()
            let server = try PostgreSQLStoreDatabase(url: url, schemas: StoreReferenceTests.postgreSQL)
            try await server.writing { database in try database.execute(#"INSERT INTO "contacts" VALUES (1, 'Ada')"#) }
            try url.write(toFile: folder + "/url", atomically: true, encoding: .utf8)
            async let adder = #expect(processExitsWith: .exitCode(0)) {
                let folder = ReferenceRaceTests.folder("postgresql", of: getppid())
                let server = try ReferenceRaceTests.postgreSQL(in: folder)
                exit(
                    await ReferenceRaceTests.addAfterTheDelete(
                        in: folder,
                        check: { try await server.reading { try $0.value(ReferenceRaceTests.contactExists) == "1" } },
                        add: {
                            try await server.writing(row: ReferenceRaceTests.order) {
                                try $0.execute(ReferenceRaceTests.addOrder)
                            }
                        }))
            }
            async let deleter = #expect(processExitsWith: .exitCode(0)) {
                let folder = ReferenceRaceTests.folder("postgresql", of: getppid())
                let server = try ReferenceRaceTests.postgreSQL(in: folder)
                exit(
                    await ReferenceRaceTests.deleteBetween(in: folder) {
                        try await server.deleteRow(1, from: "contacts")
                    })
            }
            _ = await (adder, deleter)
            #expect(try await server.value(#"SELECT count(*) FROM "orders""#) == "0")
        }
    }

    /// The other order of the race, on PostgreSQL: an add not yet committed
    /// when the delete starts. The delete must wait for it and count its row,
    /// refusing as the store words it, not count nothing and then break on the
    /// foreign key. The adder holds its transaction open until it sees a
    /// backend blocked by its own, the deleter's, and only then commits; the
    /// parent is needed by neither child meanwhile.
    @Test(.enabled(if: TestPostgreSQL.isAvailable))
    func onPostgreSQLADeleteWaitsForAnOpenAddAndCountsIt() async throws {
        try await Self.withFolder("postgresql-open") { folder in
            let url = try TestPostgreSQL.freshDatabase()
            let server = try PostgreSQLStoreDatabase(url: url, schemas: StoreReferenceTests.postgreSQL)
            try await server.writing { database in try database.execute(#"INSERT INTO "contacts" VALUES (1, 'Ada')"#) }
            try url.write(toFile: folder + "/url", atomically: true, encoding: .utf8)
            async let adder = #expect(processExitsWith: .exitCode(0)) {
                let folder = ReferenceRaceTests.folder("postgresql-open", of: getppid())
                let url = try String(contentsOfFile: folder + "/url", encoding: .utf8)
                let (adding, watching) = (try PostgreSQLDatabase(url: url), try PostgreSQLDatabase(url: url))
                try adding.execute("BEGIN")
                try adding.execute(ReferenceRaceTests.addOrder)
                try ReferenceRaceTests.say("added", in: folder)
                // The new row locks the contact until this commits, which waits until a backend, the
                // deleter's, is blocked by this one: others' locks elsewhere in the cluster do not count.
                let blocked = "SELECT count(*) FROM pg_stat_activity WHERE $1::int = ANY(pg_blocking_pids(pid))"
                let own = try adding.value("SELECT pg_backend_pid()")
                let deadline = ContinuousClock.now + .seconds(60)
                while try watching.value(blocked, [own]) == "0" {
                    guard ContinuousClock.now < deadline else { exit(2) }
                    usleep(1000)
                }
                try adding.execute("COMMIT")
                exit(0)
            }
            async let deleter = #expect(processExitsWith: .exitCode(0)) {
                let folder = ReferenceRaceTests.folder("postgresql-open", of: getppid())
                let server = try ReferenceRaceTests.postgreSQL(in: folder)
                try ReferenceRaceTests.waitFor("added", in: folder)
                let refused = RowDeletion.referred([Referrers(count: 1, singular: "order", plural: "orders")])
                exit((try? await server.deleteRow(1, from: "contacts")) == refused ? 0 : 1)
            }
            _ = await (adder, deleter)
            #expect(try await server.value(#"SELECT count(*) FROM "contacts""#) == "1")
            #expect(try await server.value(#"SELECT count(*) FROM "orders""#) == "1")
        }
    }
}
