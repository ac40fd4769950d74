import Foundation
import ProcessHarness
import Testing

/// Feeds far larger than memory, through the binary, from 127.0.0.1: a body of
/// a gibibyte, and a 1 MB gzip bomb that inflates to one. Each sync is refused
/// at the 16 MiB budget with the reason on screen, the session ends as any
/// other does, and the App never holds 100 MB: once, each took gigabytes.
@Suite struct FeedBudgetEndToEndTests {
    static let memoryLimit = 100 << 20

    /// 16,384 chunks of 64 KiB of spaces, made as they are sent.
    static let gibibyte = repeatElement([UInt8](repeating: 0x20, count: 64 << 10), count: 16_384)

    /// With the length stated, the head alone could refuse the body; without it, only counting can.
    @Test(arguments: [false, true])
    func aGibibyteFeedIsRefusedWithinTheMemoryLimit(statesItsLength: Bool) throws {
        let length = statesItsLength ? ["Content-Length: \(1 << 30)"] : []
        let server = try StreamedFeedServer(
            headers: ["Content-Type: application/json", "Connection: close"] + length, chunks: Self.gibibyte)
        try expectRefusal(by: server)
    }

    /// The body is small and states its length truly; only the inflated bytes pass the budget.
    @Test func aGzipBombIsRefusedWithinTheMemoryLimit() throws {
        let bomb = GzipBomb.bytes()
        let server = try StreamedFeedServer(
            headers: [
                "Content-Type: application/json", "Content-Encoding: gzip", "Content-Length: \(bomb.count)",
                "Connection: close",
            ],
            chunks: [bomb])
        try expectRefusal(by: server)
    }

    private func expectRefusal(by server: StreamedFeedServer) throws {
        let reason = "\(server.url.absoluteString) is larger than 16 MiB; nothing was stored"
        let inbox = try AppProcess.start(["--in-memory", "--width", "160", "--remote", server.url.absoluteString])
        inbox.type("sync\n")
        try inbox.waitForOutput(containing: reason)
        // Read while the child runs: the system forgets the figure once it is reaped.
        let peak = inbox.peakMemory()
        inbox.closeInput()
        let result = try inbox.finish()
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output.hasSuffix("Sync failed (type 'retry' to try again): \(reason)\n"))
        let bytes = try #require(peak)
        #expect(bytes < Self.memoryLimit, "inbox held \(bytes >> 20) MiB at its peak")
    }
}
