import Foundation
import Interface
import Testing

extension FeatureWindow {
    /// The window's frame in the JSON view, read back: one line, one object.
    func jsonFrame() throws -> [String: Any] {
        let lines = frame(width: 20)
        #expect(lines.count == 1)
        return try #require(try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any])
    }
}
