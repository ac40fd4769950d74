import Domain
import Foundation
import ProcessHarness
import Testing

@testable import Infrastructure

/// Files that are not usable inbox databases: each is refused with one line
/// naming it and what is wrong, and is left byte for byte as it was.
@Suite struct SQLiteBadFileTests {
    enum BadFile: String, CaseIterable, CustomTestStringConvertible {
        case randomBytes, truncatedMidPage, truncatedAtPage, empty, otherSchema, newerSchema

        var testDescription: String { rawValue }

        /// Makes the file and says what the one line must say about it.
        func make(at path: String, scratch: ScratchFolder) async throws -> String {
            switch self {
            case .randomBytes:
                try Data((0..<8192).map { _ in UInt8.random(in: 0...255) }).write(to: URL(fileURLWithPath: path))
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
            case .newerSchema:
                try await filledStore(at: path)
                let database = try SQLiteDatabase(path: path, mode: .readWrite)
                try database.execute("PRAGMA user_version = \(SQLiteInboxSchema.latestVersion + 1)")
                return "was written by a newer inbox (schema version \(SQLiteInboxSchema.latestVersion + 1)"
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
        let result = try InboxProcess.run(["--store", path, "--demo"], input: "list\n")
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(result.errors.hasPrefix("inbox: \(path): "))
        #expect(result.errors.contains(complaint))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aDirectoryIsRefused() async throws {
        let scratch = try ScratchFolder()
        let result = try InboxProcess.run(["--store", scratch.url.path])
        #expect(result.status == 1)
        #expect(result.errors == "inbox: \(scratch.url.path): is a directory, not an inbox database\n")
    }

    @Test func aMissingFolderIsReportedNotCreated() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("no/such/inbox.sqlite")
        let result = try InboxProcess.run(["--store", path])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("inbox: \(path): cannot be created"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("no")))
    }

    @Test(.disabled(if: getuid() == 0, "root reads every file whatever its permissions, so there is nothing to refuse"))
    func aFileWithoutReadPermissionIsRefused() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        _ = try SQLiteConversationStore(path: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o200], ofItemAtPath: path)
        let result = try InboxProcess.run(["--store", path])
        #expect(result.status == 1)
        #expect(result.errors == "inbox: \(path): cannot be read (permission denied)\n")
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
                == .integer(Int64(SQLiteInboxSchema.latestVersion)))
        #expect(try await store.count(matching: .init("")) == 0)
    }
}
