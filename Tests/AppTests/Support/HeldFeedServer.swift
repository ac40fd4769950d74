import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP feed on 127.0.0.1 that holds its one answer until the test lets it
/// go: a slow server whose slowness the test controls, so "Syncing…" is on
/// screen for exactly as long as the test needs, with no sleep anywhere.
nonisolated final class HeldFeedServer {
    let url: URL
    private let listener: Int32
    private let gate: (read: Int32, write: Int32)

    init(body: String) throws {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socketFD, pointer, length) == 0 && listen(socketFD, 4) == 0
                    && getsockname(socketFD, pointer, &length) == 0
            }
        }
        var ends: [Int32] = [0, 0]
        guard bound, pipe(&ends) == 0 else { throw CocoaError(.fileWriteUnknown) }
        listener = socketFD
        gate = (ends[0], ends[1])
        url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/feed.json")!
        let (listener, gate) = (listener, gate.read)
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
        close(listener)
        close(gate.write)
    }
}
