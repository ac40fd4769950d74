public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket listening on 127.0.0.1 at a port the system chose: the start
/// of every test server. Until someone accepts, the kernel completes each
/// handshake into the backlog, so a listener that never accepts is a server
/// that never says a word, and no thread waits for it.
public final class LoopbackListener {
    /// The listening socket; closed with the listener.
    public let descriptor: Int32
    /// `http://127.0.0.1:PORT/feed.json`.
    public let url: URL

    public init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 8) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard listening else { throw CocoaError(.fileWriteUnknown) }
        descriptor = listener
        url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/feed.json")!
    }

    deinit {
        close(descriptor)
    }
}
