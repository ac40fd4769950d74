import CCurl
import Foundation

/// The body of an `HTTPGet` as it arrives, held only while within its
/// budget. It lives on the transfer's thread, where libcurl's writer calls it.
final class HTTPBody {
    /// Hands each chunk to the `HTTPBody` it was given; returning less than the
    /// chunk's length makes libcurl stop with `CURLE_WRITE_ERROR`.
    static let writer: curl_write_callback = { bytes, size, count, body in
        let chunk = UnsafeRawBufferPointer(start: bytes, count: size * count)
        let accepted = body.map { Unmanaged<HTTPBody>.fromOpaque($0).takeUnretainedValue().accept(chunk) }
        return accepted == true ? chunk.count : 0
    }

    private let limit: Int
    private var bytes = Data()
    private var overBudget = false

    init(limit: Int) {
        self.limit = limit
    }

    /// False stops the transfer: the bytes would pass the budget.
    func accept(_ chunk: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count + chunk.count <= limit else {
            overBudget = true
            return false
        }
        bytes.append(contentsOf: chunk)
        return true
    }

    /// The whole body, or why there is none, from libcurl's verdict on the
    /// transfer and the status the server answered with.
    func outcome(of result: CURLcode, status: Int) throws(HTTPGetError) -> Data {
        switch result {
        case CURLE_OK where (200..<300).contains(status): return bytes
        case CURLE_OK, CURLE_HTTP_RETURNED_ERROR: throw .status(status)
        case CURLE_OPERATION_TIMEDOUT: throw .noAnswer
        case CURLE_FILESIZE_EXCEEDED: throw .tooLarge
        case CURLE_WRITE_ERROR where overBudget: throw .tooLarge
        default: throw .failed(String(cString: curl_easy_strerror(result)))
        }
    }
}
