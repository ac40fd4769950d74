import Application
import Domain
import Foundation
import Infrastructure

/// Builds the store the flags chose, ready for the session.
enum StoreFactory {
    static func make(_ choice: StoreChoice, demo: Bool, now: Date) async throws(LaunchError) -> any ConversationStore {
        let store: any ConversationStore
        var fillsWithDemo = demo
        do {
            switch choice {
            case .inMemory:
                store = InMemoryConversationStore()
            case .file(let path):
                store = try SQLiteConversationStore(path: path)
            case .defaultFile:
                let path = StoreChoice.defaultPath(
                    environment: ProcessInfo.processInfo.environment, home: NSHomeDirectory())
                try createFolder(for: path)
                // A first run has something to show; a store the user already has is never filled unasked.
                fillsWithDemo = fillsWithDemo || !FileManager.default.fileExists(atPath: path)
                store = try SQLiteConversationStore(path: path)
            }
            // Only an empty store gets the demo, so --demo never mixes into real data.
            if fillsWithDemo, try await store.count(matching: SearchQuery("")) == 0 {
                try await store.receive(DemoConversations.make(now: now).flatMap(incoming))
            }
            // The first page is read once here, so a store damaged where the list
            // lives ends the launch, status 1, before a frame is drawn.
            _ = try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 20)
        } catch let error as LaunchError {
            throw error
        } catch {
            throw LaunchError(message: "\(error)", status: LaunchError.failureStatus)
        }
        return store
    }

    private static func createFolder(for path: String) throws(LaunchError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw LaunchError(
                message: "\(folder.path): cannot create the folder for the inbox database",
                status: LaunchError.failureStatus)
        }
    }

    private static func incoming(_ conversation: Conversation) -> [IncomingMessage] {
        conversation.messages.map {
            IncomingMessage(conversationID: conversation.id, participants: conversation.participants, message: $0)
        }
    }
}
