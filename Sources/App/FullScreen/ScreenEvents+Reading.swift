import Dispatch
import Foundation
import Interface

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ScreenEvents {
    /// Starts reading standard input on a thread of its own, as `InputLines`
    /// reads lines, and hearing SIGWINCH through the source returned, which
    /// must be kept for as long as the events are read. After bytes come, the
    /// reader waits `pause`, then `idle`, saying so each time it passes
    /// without a byte; the queue ends when a read returns the end of input or
    /// an error, which is what a terminal that has gone away gives.
    static func standardInput() -> (ScreenEvents, any DispatchSourceSignal) {
        let events = ScreenEvents()
        let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resizes.setEventHandler { events.send(.resized) }
        resizes.resume()
        let crashByte = Self.crashByte
        let crash = "the crash point set by \(crashKeyVariable)"
        let idle = Self.idleMilliseconds
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            // What the quiet after the last bytes has yet to be reported as, in order.
            var silences: [(milliseconds: Int32, event: ScreenEvent)] = []
            while true {
                if let silence = silences.first {
                    var waiting = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                    let ready = poll(&waiting, 1, silence.milliseconds)
                    if ready < 0 && errno == EINTR { continue }
                    if ready == 0 {
                        events.send(silence.event)
                        silences.removeFirst()
                        continue
                    }
                }
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                let bytes = Array(buffer[..<count])
                if let crashByte, bytes.contains(crashByte) { fatalError(crash) }
                events.send(.input(bytes))
                silences = [(pause, .paused), (idle - pause, .idle)]
            }
            events.finish()
        }
        reader.start()
        return (events, resizes)
    }

    private static var idleMilliseconds: Int32 {
        #if DEBUG
            getenv(idleVariable).flatMap { Int32(String(cString: $0)) }.map { max($0, pause) } ?? idle
        #else
            idle
        #endif
    }

    private static var crashByte: UInt8? {
        #if DEBUG
            getenv(crashKeyVariable).flatMap { String(cString: $0).utf8.first }
        #else
            nil
        #endif
    }
}
