import Application
import Domain
import Foundation
import PostgreSQLHarness
import Testing

@testable import Infrastructure

/// Two processes race to add a part with the code W-1, each having
/// checked that no part has it, as a service would: each says it has
/// checked and waits for the other's word before it adds, through FIFOs,
/// never by timing (`ReferenceRaceTests`). The database's unique index lets
/// one add through and refuses the other as the store words it, naming the
/// field and the value, on either engine; in memory, the store's turns do.
@Suite(.serialized, .timeLimit(.minutes(1))) struct UniqueRaceTests {
    static let points = ["checked0", "checked1"]

    /// Part `number`'s example, its code W-1.
    static func draft(_ number: Int) throws -> PartDraft {
        var values = FieldValues.example(PartDraft.fields, number).values
        values["code"] = .text("W-1")
        return try PartDraft(FieldValues(PartDraft.fields, values))
    }

    static let duplicate = EntryStoreError.duplicate(field: "code", value: "W-1")

    /// Side `side` of the race: check, say so, wait for the other, add; its
    /// outcome, "added" or "refused", in a file of its own. 0 when it went
    /// either way, as a store may; anything else fails the test.
    static func addAfterBothChecked(_ side: Int, in folder: String, store: any EntryStore<PartDraft>) async
        -> Int32
    {
        do {
            guard try await store.count() == 0 else { return 2 }
            try ReferenceRaceTests.say("checked\(side)", in: folder)
            try ReferenceRaceTests.waitFor("checked\(1 - side)", in: folder)
            let outcome: String
            do {
                try await store.add(try draft(side), at: Date())
                outcome = "added"
            } catch let error as EntryStoreError where error == duplicate {
                outcome = "refused"
            }
            try outcome.write(toFile: folder + "/outcome\(side)", atomically: true, encoding: .utf8)
            return 0
        } catch {
            return 3
        }
    }

    /// What both sides did, in the order of their outcomes.
    static func outcomes(in folder: String) throws -> [String] {
        try (0...1).map { try String(contentsOfFile: folder + "/outcome\($0)", encoding: .utf8) }.sorted()
    }

    @Test func onSQLiteOneOfTwoAddsCheckedTogetherIsRefused() async throws {
        try await ReferenceRaceTests.withFolder("unique-sqlite", points: Self.points) { folder in
            let store = try SQLiteEntryStore(path: folder + "/app.sqlite", table: .parts)
            async let first = #expect(processExitsWith: .exitCode(0)) {
                let folder = ReferenceRaceTests.folder("unique-sqlite", of: getppid())
                let store = try SQLiteEntryStore(path: folder + "/app.sqlite", table: .parts)
                exit(await UniqueRaceTests.addAfterBothChecked(0, in: folder, store: store))
            }
            async let second = #expect(processExitsWith: .exitCode(0)) {
                let folder = ReferenceRaceTests.folder("unique-sqlite", of: getppid())
                let store = try SQLiteEntryStore(path: folder + "/app.sqlite", table: .parts)
                exit(await UniqueRaceTests.addAfterBothChecked(1, in: folder, store: store))
            }
            _ = await (first, second)
            #expect(try Self.outcomes(in: folder) == ["added", "refused"])
            #expect(try await store.count() == 1)
        }
    }

    @Test(.enabled(if: TestPostgreSQL.isAvailable))
    func onPostgreSQLOneOfTwoAddsCheckedTogetherIsRefused() async throws {
        try await ReferenceRaceTests.withFolder("unique-postgresql", points: Self.points) { folder in
            let url = try TestPostgreSQL.freshDatabase()
            let store = try PostgreSQLEntryStore(url: url, table: .parts)
            try url.write(toFile: folder + "/url", atomically: true, encoding: .utf8)
            async let first = #expect(processExitsWith: .exitCode(0)) {
                let folder = ReferenceRaceTests.folder("unique-postgresql", of: getppid())
                let url = try String(contentsOfFile: folder + "/url", encoding: .utf8)
                let store = try PostgreSQLEntryStore(url: url, table: .parts)
                exit(await UniqueRaceTests.addAfterBothChecked(0, in: folder, store: store))
            }
            async let second = #expect(processExitsWith: .exitCode(0)) {
                let folder = ReferenceRaceTests.folder("unique-postgresql", of: getppid())
                let url = try String(contentsOfFile: folder + "/url", encoding: .utf8)
                let store = try PostgreSQLEntryStore(url: url, table: .parts)
                exit(await UniqueRaceTests.addAfterBothChecked(1, in: folder, store: store))
            }
            _ = await (first, second)
            #expect(try Self.outcomes(in: folder) == ["added", "refused"])
            #expect(try await store.count() == 1)
        }
    }

    /// Eight tasks add the code at once, and eight more each edit an entry of
    /// their own to it: one change goes through, whichever it is, and every other is refused.
    @Test func inMemoryOneOfManyConcurrentChangesKeepsTheCode() async throws {
        let store = InMemoryEntryStore(table: .parts)
        var others: [Entry<PartDraft>] = []
        for number in 10..<18 {
            others.append(
                try await store.add(try PartDraft(FieldValues.example(PartDraft.fields, number)), at: Date()))
        }
        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for number in 0..<8 {
                group.addTask { (try? await store.add(try Self.draft(number), at: Date())) != nil }
            }
            for (number, entry) in others.enumerated() {
                group.addTask { (try? await store.update(entry.id, to: try Self.draft(number), from: 1)) != nil }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 }.count == 1)
        let codes = await store.page(offset: 0, limit: 20).entries.map { $0.draft.values["code"] }
        #expect(codes.filter { $0 == .text("W-1") }.count == 1)
    }
}
