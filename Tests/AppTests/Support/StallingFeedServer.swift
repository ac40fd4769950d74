import Foundation
import ProcessHarness

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP feed on 127.0.0.1 whose first answer never comes in full: it says
/// nothing, or drips the feed a byte at a time, for as long as the client
/// waits. Every later request gets the whole feed at once, so against one URL
/// a sync fails at its deadline and `retry` succeeds.
nonisolated final class StallingFeedServer {
    /// How the first answer stalls.
    nonisolated enum Stall: Sendable {
        /// The request is read, and never answered.
        case silent
        /// The head comes at once, then the body a byte every tenth of a
        /// second: never quiet long enough to look dead, never done before the
        /// deadline. This pace is the server's, the one clock in these tests,
        /// and nothing they check depends on it.
        case dripping
    }

    var url: URL { listening.url }
    private let listening: LoopbackListener
    /// Closing `write` ends every thread the server started, wherever it waits.
    private let stop: (read: Int32, write: Int32)

    init(feed: String, stall: Stall) throws {
        listening = try LoopbackListener()
        // A client that hangs up must fail the next write, not kill the tests.
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw CocoaError(.fileWriteUnknown) }
        stop = (ends[0], ends[1])
        let head = Array(
            ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(feed.utf8.count)\r\n"
                + "Connection: close\r\n\r\n").utf8)
        let body = Array(feed.utf8)
        // Each thread works on copies of the descriptors and closes them when
        // it ends, so none uses a descriptor this object has closed, or reused.
        let (listener, stopped) = (dup(listening.descriptor), dup(stop.read))
        // Blocking calls belong on threads of their own, never in Swift's cooperative pool.
        Thread {
            defer {
                close(listener)
                close(stopped)
            }
            // Only the first connection stalls.
            var nextStall: Stall? = stall
            while Self.wait(for: listener, unless: stopped) == .ready {
                let client = accept(listener, nil, nil)
                guard client >= 0 else { continue }
                let (answer, clientStopped) = (nextStall, dup(stopped))
                nextStall = nil
                Thread {
                    defer {
                        close(client)
                        close(clientStopped)
                    }
                    var request = [UInt8](repeating: 0, count: 4096)
                    guard Self.wait(for: client, unless: clientStopped) == .ready else { return }
                    _ = read(client, &request, request.count)
                    switch answer {
                    case .silent:
                        // Until the client hangs up: its read then returns 0.
                        while Self.wait(for: client, unless: clientStopped) == .ready,
                            read(client, &request, request.count) > 0
                        {}
                    case .dripping:
                        guard StreamedFeedServer.send(head, to: client) else { return }
                        for byte in body {
                            guard Self.wait(for: nil, unless: clientStopped, milliseconds: 100) == .timedOut,
                                StreamedFeedServer.send([byte], to: client)
                            else { return }
                        }
                    case nil:
                        _ = StreamedFeedServer.send(head + body, to: client)
                    }
                }.start()
            }
        }.start()
    }

    deinit {
        close(stop.write)
        close(stop.read)
    }

    private enum Wake {
        case ready
        case stopped
        case timedOut
    }

    /// Waits until `descriptor` can be read, the server stops, or the time is up.
    private static func wait(for descriptor: Int32?, unless stopped: Int32, milliseconds: Int32 = -1) -> Wake {
        var watched = [pollfd(fd: stopped, events: Int16(POLLIN), revents: 0)]
        if let descriptor { watched.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
        while true {
            let count = poll(&watched, nfds_t(watched.count), milliseconds)
            if count < 0, errno == EINTR { continue }
            if count == 0 { return .timedOut }
            return count < 0 || watched[0].revents != 0 ? .stopped : .ready
        }
    }
}
