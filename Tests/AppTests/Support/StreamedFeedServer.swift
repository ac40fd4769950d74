import Foundation
import ProcessHarness

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP feed on 127.0.0.1 that answers its one request with a body made as
/// it is sent, chunk by chunk, for as long as the client reads: a gigabyte
/// costs the test one chunk of memory, and stops the moment the client hangs up.
nonisolated final class StreamedFeedServer {
    var url: URL { listening.url }
    private let listening: LoopbackListener

    /// `headers` follow the status line `HTTP/1.1 200 OK`; the body ends when
    /// `chunks` do, or when the client leaves.
    init(headers: [String], chunks: some Sequence<[UInt8]> & Sendable) throws {
        listening = try LoopbackListener()
        // A client that hangs up must fail the next write, not kill the tests.
        signal(SIGPIPE, SIG_IGN)
        let listener = listening.descriptor
        let head = Array((["HTTP/1.1 200 OK"] + headers).map { $0 + "\r\n" }.joined().utf8) + Array("\r\n".utf8)
        // Blocking calls belong on a thread of their own, never in Swift's cooperative pool.
        Thread {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            defer { close(client) }
            var request = [UInt8](repeating: 0, count: 4096)
            _ = read(client, &request, request.count)
            guard Self.send(head, to: client) else { return }
            for chunk in chunks {
                guard Self.send(chunk, to: client) else { return }
            }
        }.start()
    }

    /// False once the client has gone.
    static func send(_ bytes: [UInt8], to client: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { write(client, $0.baseAddress! + sent, $0.count - sent) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}
