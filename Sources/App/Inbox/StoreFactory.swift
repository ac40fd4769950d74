import Application
import Domain
import Foundation
import Infrastructure

/// Builds the store the flags chose, ready for the session.
enum StoreFactory {
    /// One line for stderr when the store cannot be opened.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func make(_ choice: StoreChoice, demo: Bool, now: Date) throws -> any ConversationStore {
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
            if fillsWithDemo, try store.count(matching: SearchQuery("")) == 0 {
                try store.receive(DemoConversations.make(now: now).flatMap(incoming))
            }
        } catch let error as Failure {
            throw error
        } catch {
            throw Failure(description: "\(error)")
        }
        return store
    }

    private static func createFolder(for path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "\(folder.path): cannot create the folder for the inbox database")
        }
    }

    private static func incoming(_ conversation: Conversation) -> [IncomingMessage] {
        conversation.messages.map {
            IncomingMessage(conversationID: conversation.id, participants: conversation.participants, message: $0)
        }
    }
}
