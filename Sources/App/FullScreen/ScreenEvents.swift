import Dispatch
import Foundation
import Interface

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal sends in full-screen mode, as one stream: the bytes
/// typed, read on a thread of their own as `InputLines` reads lines, and each
/// change of size. The stream ends when a read returns the end of input or an
/// error, which is what a terminal that has gone away gives.
enum ScreenEvents {
    /// In a debug build, the byte that makes the App crash through
    /// `fatalError` when it arrives, so a test can crash it at a point it chose.
    static let crashKeyVariable = "STRATA_CRASH_ON_KEY"

    /// The events, and the source that hears SIGWINCH, which must be kept for as long as they are read.
    static func standardInput() -> (AsyncStream<ScreenEvent>, any DispatchSourceSignal) {
        let (events, continuation) = AsyncStream.makeStream(of: ScreenEvent.self)
        let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resizes.setEventHandler { continuation.yield(.resized) }
        resizes.resume()
        let crashByte = Self.crashByte
        let crash = "the crash point set by \(crashKeyVariable)"
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                let bytes = Array(buffer[..<count])
                if let crashByte, bytes.contains(crashByte) { fatalError(crash) }
                continuation.yield(.input(bytes))
            }
            continuation.finish()
        }
        reader.start()
        return (events, resizes)
    }

    private static var crashByte: UInt8? {
        #if DEBUG
            getenv(crashKeyVariable).flatMap { String(cString: $0).utf8.first }
        #else
            nil
        #endif
    }
}
