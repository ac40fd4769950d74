import Application
import Domain
import Foundation
import Testing

@testable import Infrastructure

/// The SQL each Inbox command runs on SQLite, counted statement by statement
/// (`SQLiteDatabase.countStatements()`): transactions' BEGIN and COMMIT
/// included, those nested in another (a trigger's, FTS5's) aside. A
/// regression in SQL shows here as one in port calls shows in
/// `PortCallTests`. Architecture.md's path of one command states these figures.
@Suite struct StatementCountTests {
    /// The statements `intent` runs with the first conversation open, of 30.
    @MainActor
    func statements(_ intent: InboxIntent) async throws -> Int {
        let scratch = try ScratchFolder()
        let file = try SQLiteStoreDatabase(path: scratch.path("app.sqlite"), schemas: [SQLiteConversationStore.schema])
        let store = SQLiteConversationStore(file: file)
        try await store.receive(
            (0..<30).flatMap {
                Build.conversation("c\($0)", ["C\($0)"], [Build.text("m\($0)", "hi", at: Double($0))]).incoming
            })
        let timestamps = TimestampFormatter(
            now: { Build.at(0) }, calendar: Calendar(identifier: .gregorian), locale: Locale(identifier: "en_US"))
        let flow = InboxFlow(
            service: InboxService(store: store, feed: nil, now: { Build.at(60) }),
            presenter: InboxPresenter(
                presentation: InboxPresentation(timestamps: timestamps), display: PortCallTests.Display()))
        #expect(await flow.show() == .done)
        #expect(await flow.handle(.open(number: 1)) == .done)
        try await file.reading { $0.countStatements() }
        #expect(await flow.handle(intent) == .done)
        return try await file.reading { $0.statementsRun }
    }

    @Test @MainActor func sendAndDeleteRunOnlyTheStatementsTheyNeed() async throws {
        let send = try await statements(.send("hi"))
        let delete = try await statements(.delete)
        #expect(send == 15)
        #expect(delete == 13)
    }
}
