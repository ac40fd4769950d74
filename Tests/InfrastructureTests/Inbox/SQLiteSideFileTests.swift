import Foundation
import ProcessHarness
import Testing

@testable import Infrastructure

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SQLite's log (`-wal`) and index (`-shm`) beside the file must be regular
/// files: a directory, a pipe or a device there is refused at start, in one
/// line naming it, and left as it was. A FIFO log blocked, and the others let
/// the App start and then failed every change.
@Suite struct SQLiteSideFileTests {
    @Test(arguments: ["-shm directory", "-shm fifo", "-shm device", "-wal directory", "-wal fifo", "-wal device"])
    func aSideFileThatIsNotARegularFileIsRefusedAtStartAndLeftAlone(kind: String) async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("store.sqlite")
        // Closed, so SQLite has removed its own side files.
        try await SQLiteConversationStore(path: path).receive([
            IncomingMessageSample.make(conversation: "c", message: "m")
        ])
        let side = path + kind.prefix { $0 != " " }
        switch kind.split(separator: " ").last {
        case "directory": try FileManager.default.createDirectory(atPath: side, withIntermediateDirectories: false)
        case "fifo": #expect(mkfifo(side, 0o600) == 0)
        default: try FileManager.default.createSymbolicLink(atPath: side, withDestinationPath: "/dev/null")
        }
        let before = try FileManager.default.attributesOfItem(atPath: side)[.type] as? FileAttributeType
        #expect(throws: SQLiteStoreError(path: path, reason: .sideFileNotAFile(side))) {
            try SQLiteConversationStore(path: path)
        }
        let app = try AppProcess.run(["--store", path], input: "list\n")
        #expect(app.status == 1)
        // One line, after the binary's name, which a renamed fork changes.
        #expect(app.errors.hasSuffix(": \(SQLiteStoreError(path: path, reason: .sideFileNotAFile(side)))\n"))
        #expect(app.errors.split(separator: "\n").count == 1)
        #expect(try FileManager.default.attributesOfItem(atPath: side)[.type] as? FileAttributeType == before)
    }
}
