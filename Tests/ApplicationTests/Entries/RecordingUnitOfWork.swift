import Application
import Domain

/// A unit of work that runs its steps as they come and counts the units:
/// what the flow and service hand work to. Whether the steps land together
/// is each engine's to prove (InfrastructureTests' `UnitOfWorkTests`).
actor RecordingUnitOfWork: UnitOfWork {
    private(set) var units = 0

    nonisolated func perform<Result: Sendable>(
        _ work: (WorkStep) async throws -> Result
    ) async throws(UnitOfWorkError) -> Result {
        await count()
        do {
            return try await work(WorkStep())
        } catch let error as UnitOfWorkError {
            throw error
        } catch {
            throw UnitOfWorkError(step: "the unit of work", reason: error)
        }
    }

    private func count() {
        units += 1
    }
}

/// Another feature, as an action of the notes' sees it through a port: titles filed, up to a room.
actor Shelf {
    private(set) var titles: [String] = []
    let room: Int

    init(room: Int) {
        self.room = room
    }

    func put(_ title: String) throws {
        guard titles.count < room else { throw ShelfIsFull() }
        titles.append(title)
    }
}

struct ShelfIsFull: Error, CustomStringConvertible {
    var description: String { "the shelf is full" }
}

extension EntryAction<NoteDraft> {
    /// `file title=… stars=…`: adds a note, and puts its title on `shelf` alongside, if it has a star.
    static func file(on shelf: Shelf, in work: any UnitOfWork) -> Self {
        EntryAction(adding: "file", key: "f", "file a note", in: work) { note in
            guard note.stars > 0 else { throw FieldError(\NoteFields.stars, .rule("needs a star to be filed")) }
            try await shelf.put(note.title)
        }
    }
}
