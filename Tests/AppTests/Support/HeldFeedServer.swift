import Foundation
import ProcessHarness

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP feed on 127.0.0.1 that holds its one answer until the test lets it
/// go: a slow server whose slowness the test controls, so "Syncing…" is on
/// screen for exactly as long as the test needs, with no sleep anywhere.
nonisolated final class HeldFeedServer {
    var url: URL { listening.url }
    private let listening: LoopbackListener
    private let gate: (read: Int32, write: Int32)

    init(body: String) throws {
        listening = try LoopbackListener()
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw CocoaError(.fileWriteUnknown) }
        gate = (ends[0], ends[1])
        let (listener, gate) = (listening.descriptor, gate.read)
        let response =
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Connection: close\r\n\r\n" + body
        // Blocking calls belong on a thread of their own, never in Swift's cooperative pool.
        Thread {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            var request = [UInt8](repeating: 0, count: 4096)
            _ = read(client, &request, request.count)
            var byte: UInt8 = 0
            _ = read(gate, &byte, 1)
            _ = Array(response.utf8).withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
            close(client)
        }.start()
    }

    /// Lets the held answer go.
    func release() {
        var byte: UInt8 = 1
        _ = write(gate.write, &byte, 1)
    }

    deinit {
        release()
        close(gate.write)
    }
}
