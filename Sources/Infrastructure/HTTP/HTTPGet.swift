import CCurl
import Foundation
import Synchronization

/// One HTTP GET through the system's libcurl, bounded whole: a deadline for
/// the full answer, however slowly it drips, and a byte budget counted as the
/// body arrives, after gzip is undone, so nothing larger is ever held.
///
/// The transfer runs on a thread of its own, never in Swift's small
/// cooperative pool, and sleeps in `curl_multi_poll` until the socket or a
/// timer needs it, so a server that never answers costs no CPU. Cancelling
/// the caller's task writes a byte to a pipe that sleep also watches, and the
/// call returns at once. (libcurl's own `curl_multi_wakeup` would need its
/// handle shared with the cancelling thread, and a C pointer is not `Sendable`;
/// a pipe's descriptor is a number.)
final class HTTPGet: Sendable {
    private struct State {
        /// The pipe's writing end while the transfer runs, so a cancellation can wake it.
        var wake: Int32 = -1
        var cancelled = false
    }

    private let url: URL
    private let timeout: TimeInterval
    private let byteLimit: Int
    private let state = Mutex(State())

    private init(url: URL, timeout: TimeInterval, byteLimit: Int) {
        self.url = url
        self.timeout = timeout
        self.byteLimit = byteLimit
    }

    /// The body of a successful answer. Throws `HTTPGetError`, or
    /// `CancellationError` when the caller's task is cancelled.
    static func body(of url: URL, timeout: TimeInterval, byteLimit: Int) async throws -> Data {
        let get = HTTPGet(url: url, timeout: timeout, byteLimit: byteLimit)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                Thread { continuation.resume(with: Result { try get.run() }) }.start()
            }
        } onCancel: {
            get.state.withLock { state in
                state.cancelled = true
                if state.wake >= 0 { _ = write(state.wake, "!", 1) }
            }
        }
    }

    /// libcurl's global set-up, done once before the first transfer.
    private static let libraryStarted = ccurl_global_init() == CURLE_OK

    private func run() throws -> Data {
        let notStarted = HTTPGetError.failed("libcurl did not start")
        guard Self.libraryStarted, let easy = curl_easy_init() else { throw notStarted }
        defer { curl_easy_cleanup(easy) }
        guard let multi = curl_multi_init() else { throw notStarted }
        defer { curl_multi_cleanup(multi) }
        let body = HTTPBody(limit: byteLimit)
        return try withExtendedLifetime(body) {
            try configure(easy, writingTo: Unmanaged.passUnretained(body).toOpaque())
            guard curl_multi_add_handle(multi, easy) == CURLM_OK else { throw notStarted }
            defer { curl_multi_remove_handle(multi, easy) }
            let result = try transfer(on: multi)
            return try body.outcome(of: result, status: ccurl_response_code(easy))
        }
    }

    private func configure(_ easy: UnsafeMutableRawPointer, writingTo body: UnsafeMutableRawPointer) throws {
        let milliseconds = Int(min(timeout * 1000, Double(Int32.max)).rounded(.up))
        let codes = [
            ccurl_set_string(easy, CURLOPT_URL, url.absoluteString),
            // A redirect may lead to another web address, never to a file or another protocol.
            ccurl_allow_web_only(easy, url.scheme?.lowercased() == "https" ? 1 : 0),
            ccurl_set_long(easy, CURLOPT_FOLLOWLOCATION, 1),
            ccurl_set_long(easy, CURLOPT_MAXREDIRS, 5),
            ccurl_set_long(easy, CURLOPT_TIMEOUT_MS, max(1, milliseconds)),
            // An error page is not read at all.
            ccurl_set_long(easy, CURLOPT_FAILONERROR, 1),
            // Every encoding libcurl can undo; the budget counts what it hands over.
            ccurl_set_string(easy, CURLOPT_ACCEPT_ENCODING, ""),
            ccurl_set_size(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(byteLimit)),
            // No signals from a thread that is not the main one.
            ccurl_set_long(easy, CURLOPT_NOSIGNAL, 1),
            ccurl_quick_exit(easy),
            ccurl_set_writer(easy, HTTPBody.writer, body),
        ]
        if let refused = codes.first(where: { $0 != CURLE_OK }) {
            throw HTTPGetError.failed(String(cString: curl_easy_strerror(refused)))
        }
    }

    /// Runs the transfer to its end, sleeping between what the socket or
    /// libcurl's timers need, and returns libcurl's verdict on it.
    private func transfer(on multi: UnsafeMutableRawPointer) throws -> CURLcode {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw HTTPGetError.failed("no pipe to wait on") }
        defer { for end in pipeEnds { close(end) } }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // Runs before the pipe is closed, under the lock: no cancellation
        // writes to a closed pipe.
        defer { state.withLock { $0.wake = -1 } }
        guard
            state.withLock({ state in
                state.wake = pipeEnds[1]
                return !state.cancelled
            })
        else { throw CancellationError() }
        var woken = curl_waitfd(fd: pipeEnds[0], events: Int16(CURL_WAIT_POLLIN), revents: 0)
        var running: Int32 = 1
        while true {
            guard curl_multi_perform(multi, &running) == CURLM_OK else { throw HTTPGetError.failed("libcurl failed") }
            if running == 0 { break }
            // libcurl's own timers, the deadline among them, end the wait sooner.
            guard curl_multi_poll(multi, &woken, 1, 60_000, nil) == CURLM_OK else {
                throw HTTPGetError.failed("libcurl failed")
            }
            // Once the pipe is in place, it is how a cancellation arrives.
            if woken.revents != 0 { throw CancellationError() }
        }
        var left: Int32 = 0
        guard let message = curl_multi_info_read(multi, &left), message.pointee.msg == CURLMSG_DONE else {
            throw HTTPGetError.failed("libcurl lost the transfer")
        }
        return message.pointee.data.result
    }
}
