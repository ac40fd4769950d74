import Domain
import Foundation
import ProcessHarness
import Testing

@testable import Infrastructure

/// Files that are not usable inbox databases: each is refused with one line
/// naming it and what is wrong, and is left byte for byte as it was.
@Suite struct SQLiteBadFileTests {
    enum BadFile: String, CaseIterable, CustomTestStringConvertible {
        case randomBytes, oneByte, truncatedMidPage, truncatedAtPage, empty, otherSchema, otherEmptySchema, newerLayout
        case newerInboxTables

        var testDescription: String { rawValue }

        /// Makes the file and says what the one line must say about it.
        func make(at path: String, scratch: ScratchFolder) async throws -> String {
            switch self {
            case .randomBytes:
                try Data((0..<8192).map { _ in UInt8.random(in: 0...255) }).write(to: URL(fileURLWithPath: path))
                return "is not a SQLite database"
            case .oneByte:
                // SQLite's Unix layer reports one byte as none, which was called an empty file.
                try Data("S".utf8).write(to: URL(fileURLWithPath: path))
                return "is not a SQLite database"
            case .truncatedMidPage, .truncatedAtPage:
                try await filledStore(at: path)
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                let keep = self == .truncatedAtPage ? 2 * 4096 : data.count / 2 + 100
                try data.prefix(keep).write(to: URL(fileURLWithPath: path))
                return "is a truncated SQLite database"
            case .empty:
                try Data().write(to: URL(fileURLWithPath: path))
                return "is an empty file"
            case .otherSchema:
                let database = try SQLiteDatabase(path: path, mode: .create)
                try database.execute("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup');")
                return "is a SQLite database of some other program"
            case .otherEmptySchema:
                // Another program's database before it made any table: it versions its schema, so it is its own.
                let database = try SQLiteDatabase(path: path, mode: .create)
                try database.execute("PRAGMA user_version = 7; VACUUM;")
                return "is a SQLite database of some other program"
            case .newerLayout:
                try await filledStore(at: path)
                let database = try SQLiteDatabase(path: path, mode: .readWrite)
                try database.execute("PRAGMA user_version = \(SQLiteFileLayout.version + 1)")
                return
                    "was written by a newer version of this app (the file's layout at version \(SQLiteFileLayout.version + 1);"
            case .newerInboxTables:
                try await filledStore(at: path)
                let newer = SQLiteInboxSchema.schema.latestVersion + 1
                let database = try SQLiteDatabase(path: path, mode: .readWrite)
                try database.execute("UPDATE schema_versions SET version = \(newer) WHERE name = 'Inbox'")
                return "(the Inbox tables at version \(newer); this one knows up to \(newer - 1)); it was left as it is"
            }
        }

        private func filledStore(at path: String) async throws {
            let store = try SQLiteConversationStore(path: path)
            try await store.receive(
                (0..<200).map { number in
                    IncomingMessageSample.make(conversation: "c\(number % 20)", message: "m\(number)")
                })
        }
    }

    @Test(arguments: BadFile.allCases) func theStoreRefusesTheFileAndLeavesItAlone(file: BadFile) async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        let complaint = try await file.make(at: path, scratch: scratch)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect {
            _ = try SQLiteConversationStore(path: path)
        } throws: { error in
            "\(error)".hasPrefix(path + ": ") && "\(error)".contains(complaint)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test(arguments: BadFile.allCases) func inboxExitsWithOneLineNamingTheFile(file: BadFile) async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        let complaint = try await file.make(at: path, scratch: scratch)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = try AppProcess.run(["--store", path, "--demo"], input: "list\n")
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(result.errors.hasPrefix("strata: \(path): "))
        #expect(result.errors.contains(complaint))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aDirectoryIsRefused() async throws {
        let scratch = try ScratchFolder()
        let result = try AppProcess.run(["--store", scratch.url.path])
        #expect(result.status == 1)
        #expect(result.errors == "strata: \(scratch.url.path): is a directory, not a database file\n")
    }

    /// A FIFO used to hang inbox forever, and a link to one too; devices were "an empty file".
    @Test(arguments: ["fifo", "link to fifo", "/dev/null", "/dev/zero"])
    func aPipeOrADeviceIsRefusedWithoutBeingRead(kind: String) async throws {
        let scratch = try ScratchFolder()
        var path = kind
        if kind.contains("fifo") {
            path = scratch.path("fifo")
            #expect(mkfifo(path, 0o600) == 0)
            if kind.hasPrefix("link") {
                try FileManager.default.createSymbolicLink(atPath: scratch.path("link"), withDestinationPath: path)
                path = scratch.path("link")
            }
        }
        #expect(throws: SQLiteStoreError(path: path, reason: .notAFile)) {
            try SQLiteConversationStore(path: path)
        }
        let result = try AppProcess.run(["--store", path], input: "list\n")
        #expect(result.status == 1)
        #expect(
            result.errors
                == "strata: \(path): is not a regular file (a pipe, a device or a socket), not a database file\n")
        #expect(result.output.isEmpty)
    }

    /// The draft was named after the file, so a name of 208 bytes or more could not be created.
    /// SQLite's log takes the name plus "-wal", so 251 bytes is the longest that works at all.
    @Test func aStoreWithTheLongestUsableNameIsCreatedAndALongerOneIsRefusedSayingWhy() async throws {
        let scratch = try ScratchFolder()
        let longest = scratch.path(String(repeating: "n", count: 244) + ".sqlite")
        #expect(try await SQLiteConversationStore(path: longest).count(matching: SearchQuery("")) == 0)
        let tooLong = scratch.path(String(repeating: "n", count: 245) + ".sqlite")
        #expect(
            throws: SQLiteStoreError(
                path: tooLong,
                reason: .cannotCreate("its name is longer than 251 bytes, which leaves no room for SQLite's -wal file"))
        ) {
            try SQLiteConversationStore(path: tooLong)
        }
    }

    /// Refused by a connection that only reads, since closing one that may write
    /// would move the log into the file: here the log of a program that crashed,
    /// which holds the very mark that says whose the file is.
    @Test func anotherProgramsDatabaseWithALogIsRefusedAndItsFileLeftAlone() throws {
        let scratch = try ScratchFolder()
        let (live, path) = (scratch.path("live.sqlite"), scratch.path("other.sqlite"))
        do {
            let other = try SQLiteDatabase(path: live, mode: .create)
            try other.execute("PRAGMA journal_mode = WAL; PRAGMA application_id = 42; CREATE TABLE notes (text TEXT);")
            try other.execute("INSERT INTO notes VALUES ('kept in the log')")
            // Copied while the program runs: the file and its log as a crash would leave them.
            try withExtendedLifetime(other) {
                for suffix in ["", "-wal"] {
                    try Data(contentsOf: URL(fileURLWithPath: live + suffix)).write(
                        to: URL(fileURLWithPath: path + suffix))
                }
            }
        }
        let before = try [path, path + "-wal"].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(throws: SQLiteStoreError(path: path, reason: .foreignSchema)) {
            try SQLiteConversationStore(path: path)
        }
        #expect(try [path, path + "-wal"].map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == before)
    }

    /// A kill while a store was created left its draft behind for good,
    /// whether the next store in that folder is created or opened.
    @Test(arguments: [false, true])
    func creatingOrOpeningAStoreRemovesDraftsWhoseMakerDiedAndKeepsOthers(opening: Bool) async throws {
        let scratch = try ScratchFolder()
        if opening { _ = try SQLiteConversationStore(path: scratch.path("inbox.sqlite")) }
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let abandoned = scratch.path(".store-creating-\(finished.processIdentifier)-1")
        let inProgress = scratch.path(".store-creating-\(getpid())-2")
        for draft in [abandoned, abandoned + "-wal", inProgress] {
            #expect(FileManager.default.createFile(atPath: draft, contents: Data("draft".utf8)))
        }
        _ = try SQLiteConversationStore(path: scratch.path("inbox.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(!FileManager.default.fileExists(atPath: abandoned + "-wal"))
        #expect(FileManager.default.fileExists(atPath: inProgress))
    }

    /// The recipe that used to draw "damaged" frames, then sync into the file
    /// anyway: page 2, past its 8-byte header, overwritten. Page 2 holds
    /// `schema_versions`, which opening reads; `table` damages another table's first page instead.
    static func damagedStore(in scratch: ScratchFolder, table: String? = nil) async throws -> String {
        let path = scratch.path("inbox.sqlite")
        var page: Int64 = 2
        do {
            // Closed before the damage, so the last connection has moved its log into the file.
            let store = try SQLiteConversationStore(path: path)
            try await store.receive(
                (0..<200).map { IncomingMessageSample.make(conversation: "c\($0 % 20)", message: "m\($0)") })
            if let table {
                page = try await store.withDatabase {
                    try $0.value("SELECT rootpage FROM sqlite_master WHERE name = ?", [.text(table)]).integer ?? 0
                }
            }
        }
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try file.seek(toOffset: UInt64(page - 1) * 4096 + 8)
        try file.write(contentsOf: Data(repeating: 0xFF, count: 4000))
        try file.close()
        return path
    }

    @Test func aStoreFoundDamagedIsNeverWrittenAgain() async throws {
        let scratch = try ScratchFolder()
        let path = try await Self.damagedStore(in: scratch, table: "conversations")
        let store = try SQLiteConversationStore(path: path)
        let damaged = SQLiteStoreError(path: path, reason: .corrupt)
        await #expect(throws: damaged) { try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 20) }
        let before = try [path, path + "-wal"].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        await #expect(throws: damaged) {
            try await store.receive([IncomingMessageSample.make(conversation: "new", message: "fresh")])
        }
        await #expect(throws: damaged) { try await store.markRead(ConversationID("c1")) }
        #expect(try [path, path + "-wal"].map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == before)
    }

    @Test func inboxExitsOnADamagedStoreBeforeDrawingAndLeavesItAlone() async throws {
        let scratch = try ScratchFolder()
        let path = try await Self.damagedStore(in: scratch)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = try AppProcess.run(["--store", path], input: "sync\nlist\n")
        #expect(result.status == 1)
        #expect(result.errors == "strata: \(path): is a damaged SQLite database\n")
        #expect(result.output.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// Once this said "cannot be written", as if the file were read-only.
    @Test(arguments: ["missing/target.sqlite", "target.sqlite"])
    func aLinkToNothingIsReportedAsNotCreatedAndNothingIsMade(target: String) async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("link.sqlite")
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: scratch.path(target))
        #expect(
            throws: SQLiteStoreError(
                path: path,
                reason: .cannotCreate("it is a symbolic link to \(scratch.path(target)), which does not exist"))
        ) { try SQLiteConversationStore(path: path) }
        #expect(!FileManager.default.fileExists(atPath: scratch.path(target)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("")) == ["link.sqlite"])
    }

    @Test func aMissingFolderIsReportedNotCreated() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("no/such/inbox.sqlite")
        let result = try AppProcess.run(["--store", path])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("strata: \(path): cannot be created"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("no")))
    }

    @Test(.disabled(if: getuid() == 0, "root reads every file whatever its permissions, so there is nothing to refuse"))
    func aFileWithoutReadPermissionIsRefused() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        _ = try SQLiteConversationStore(path: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o200], ofItemAtPath: path)
        let result = try AppProcess.run(["--store", path])
        #expect(result.status == 1)
        #expect(result.errors == "strata: \(path): cannot be read (permission denied)\n")
    }

    @Test func anEmptySQLiteDatabaseIsUpgradedToTheLatestSchema() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        do {
            // A valid database with no tables at all, as `sqlite3 FILE 'VACUUM'` leaves it.
            let database = try SQLiteDatabase(path: path, mode: .create)
            try database.execute("VACUUM")
        }
        let store = try SQLiteConversationStore(path: path)
        #expect(
            try await store.withDatabase { try $0.value("PRAGMA user_version") }
                == .integer(Int64(SQLiteFileLayout.version)))
        #expect(
            try await store.withDatabase { try $0.value("SELECT version FROM schema_versions WHERE name = 'Inbox'") }
                == .integer(Int64(SQLiteInboxSchema.schema.latestVersion)))
        #expect(try await store.count(matching: .init("")) == 0)
    }
}
