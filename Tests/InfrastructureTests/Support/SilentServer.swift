import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A port on 127.0.0.1 that takes connections and never says a word: the
/// kernel completes each handshake into the listen backlog, nothing ever
/// answers, and no thread waits for it.
final class SilentServer {
    let url: URL
    private let listener: Int32

    init() throws {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socketFD, pointer, length) == 0 && listen(socketFD, 8) == 0
                    && getsockname(socketFD, pointer, &length) == 0
            }
        }
        guard listening else { throw CocoaError(.fileWriteUnknown) }
        listener = socketFD
        url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/feed.json")!
    }

    deinit {
        close(listener)
    }
}
