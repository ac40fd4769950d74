import Application
import Domain
import EntryStoreContract
import Foundation
import Infrastructure
import Testing

/// A unit of work across two features' stores, on each kind: its steps land
/// together, a failing step undoes every step before it and is named, and no
/// call outside it sees it half done or lands inside it.
@Suite struct UnitOfWorkTests {
    let now = Date(timeIntervalSince1970: 1_764_000_000)

    @Test(arguments: EntryStoreKind.available) func everyStepLandsTogether(kind: EntryStoreKind) async throws {
        let bench = try WorkBench(kind)
        let (notes, followUps) = (bench.notes, bench.followUps)
        let (note, renamed, followUp) = (
            try bench.note("call Ada"), try bench.note("call Ada back"), try bench.followUp("ask")
        )
        let made = try await bench.work.perform { step in
            let added = try await step("add the note") { try await notes.add(note, at: now) }
            try await step("rename it") { try await notes.update(added.id, to: renamed, from: added.version) }
            return try await step("follow it up") { try await followUps.add(followUp, at: now) }
        }
        #expect(made.draft == followUp)
        #expect(try await notes.page(offset: 0, limit: 10).entries.map(\.draft) == [renamed])
        #expect(try await notes.page(offset: 0, limit: 10).entries.map(\.version) == [2])
        #expect(try await followUps.count() == 1)
    }

    @Test(arguments: EntryStoreKind.available) func aFailingStepUndoesEveryStepBeforeItAndIsNamed(
        kind: EntryStoreKind
    ) async throws {
        let bench = try WorkBench(kind)
        let (notes, followUps) = (bench.notes, bench.followUps)
        let kept = try await notes.add(try bench.note("kept"), at: now)
        let gone = try await notes.add(try bench.note("gone"), at: now)
        let (renamed, followUp) = (try bench.note("renamed"), try bench.followUp("ask"))
        await #expect(throws: UnitOfWorkError.self) {
            try await bench.work.perform { step in
                try await step("rename") { try await notes.update(kept.id, to: renamed, from: kept.version) }
                try await step("delete") { try await notes.delete(gone.id) }
                try await step("follow up") { try await followUps.add(followUp, at: now) }
                try await step("edit from an old version") {
                    try await notes.update(kept.id, to: renamed, from: kept.version)
                }
            }
        }
        let stale = await #expect(throws: UnitOfWorkError.self) {
            try await bench.work.perform { step in
                try await step("edit from an old version") { try await notes.update(kept.id, to: renamed, from: 0) }
            }
        }
        #expect(stale?.step == "edit from an old version")
        #expect(stale?.reason as? EntryStoreError == .changedElsewhere(kept.id))
        #expect(try await notes.page(offset: 0, limit: 10).entries == [gone, kept])
        #expect(try await followUps.count() == 0)
        // Undone, not broken: the stores take the next change, and ids are never given again.
        let next = try await followUps.add(followUp, at: now)
        #expect(try await followUps.page(offset: 0, limit: 10).entries == [next])
    }

    /// A step's failure fails the unit even when the use case catches it, and
    /// a unit begun inside another on the same database lands or is undone with it.
    @Test(arguments: EntryStoreKind.available) func aCaughtFailureOrAnInnerUnitDoesNotLandAlone(
        kind: EntryStoreKind
    ) async throws {
        let bench = try WorkBench(kind)
        let (notes, work, note) = (bench.notes, bench.work, try bench.note("kept out"))
        let caught = await #expect(throws: UnitOfWorkError.self) {
            try await work.perform { step in
                try await step("add") { try await notes.add(note, at: now) }
                _ = try? await step("caught") { try await notes.delete(99) }
            }
        }
        #expect(caught?.step == "caught")
        await #expect(throws: UnitOfWorkError.self) {
            try await work.perform { step in
                _ = try await work.perform { inner in
                    try await inner("add inside") { try await notes.add(note, at: now) }
                }
                try await step("refuse") { throw EntryStoreError.notFound(0) }
            }
        }
        #expect(try await notes.count() == 0)
    }

    /// Another task's change reaches the stores while a unit is half done:
    /// it waits for the unit, so the unit's failure does not undo it, and it
    /// never reads the unit's first step without its last.
    @Test(arguments: EntryStoreKind.available) func aCallOutsideWaitsForTheUnitAndIsNotUndoneWithIt(
        kind: EntryStoreKind
    ) async throws {
        let bench = try WorkBench(kind)
        let notes = bench.notes
        let (inside, outside) = (try bench.note("inside"), try bench.note("outside"))
        let (halfway, reached) = AsyncStream<Void>.makeStream()
        let (resume, go) = AsyncStream<Void>.makeStream()
        let unit = Task {
            try await bench.work.perform { step in
                try await step("add") { try await notes.add(inside, at: now) }
                reached.yield()
                for await _ in resume { break }
                try await step("refuse") { throw EntryStoreError.notFound(0) }
            }
        }
        for await _ in halfway { break }
        let call = Task { (try await notes.add(outside, at: now), try await notes.count()) }
        let callWaited = await withTaskGroup { group in
            group.addTask {
                await bench.untilACallWaits()
                return true
            }
            group.addTask {
                _ = try? await call.value
                return false
            }
            let first = await group.next()
            go.yield()
            return first
        }
        #expect(callWaited == true)
        await #expect(throws: UnitOfWorkError.self) { try await unit.value }
        let (added, counted) = try await call.value
        #expect(counted == 1)
        #expect(try await notes.page(offset: 0, limit: 10).entries == [added])
    }
}

/// Two units take one each from a note's priority, read, checked and written:
/// the second, started while the first is between its read and its write,
/// waits for it and reads what it wrote, so both land. Split in two, the
/// second would read the first's old version and be refused.
@Test(arguments: EntryStoreKind.available) func aUnitReadsWhatTheUnitBeforeItWrote(kind: EntryStoreKind) async throws {
    let bench = try WorkBench(kind)
    let (notes, followUps, work) = (bench.notes, bench.followUps, bench.work)
    let note = try await notes.add(try bench.note("stock", priority: 3), at: .distantPast)
    let followUp = try bench.followUp("taken")
    let (halfway, reached) = AsyncStream<Void>.makeStream()
    let (resume, go) = AsyncStream<Void>.makeStream()
    @Sendable func take(pausing: Bool) async throws {
        try await work.perform { step in
            let read = try #require(try await step("read") { try await notes.entry(note.id) })
            if pausing {
                reached.yield()
                for await _ in resume { break }
            }
            let taken = try NoteDraft(read.draft.setting(\.priority, to: read.draft.priority - 1))
            try await step("take") { try await notes.update(note.id, to: taken, from: read.version) }
            try await step("follow up") { try await followUps.add(followUp, at: .distantPast) }
        }
    }
    let first = Task { try await take(pausing: true) }
    for await _ in halfway { break }
    let second = Task { try await take(pausing: false) }
    // Whichever comes first: the second unit waiting, or, split in two, the second done.
    let (sooner, say) = AsyncStream<Bool>.makeStream()
    let untilACallWaits = bench.untilACallWaits
    Task {
        await untilACallWaits()
        say.yield(true)
    }
    Task {
        _ = try? await second.value
        say.yield(false)
    }
    var soonest = sooner.makeAsyncIterator()
    let secondWaited = await soonest.next()
    go.yield()
    #expect(secondWaited == true)
    try await first.value
    try await second.value
    #expect(try await notes.entry(note.id)?.draft.priority == 1)
    #expect(try await followUps.count() == 2)
}
