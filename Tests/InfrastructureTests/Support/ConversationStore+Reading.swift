import Application
import Domain

/// The two halves of a page, for tests that ask about one of them.
extension ConversationStore {
    func summaries(matching query: SearchQuery, offset: Int, limit: Int) async throws -> [ConversationSummary] {
        try await page(matching: query, offset: offset, limit: limit).summaries
    }

    func count(matching query: SearchQuery) async throws -> Int {
        try await page(matching: query, offset: 0, limit: 0).total
    }
}
