import Foundation

/// The files under Tools/ArchitectureCheck/Fixtures: real Swift files the
/// compiler can read too, which is what the scanner is compared against.
enum CheckerFixtures {
    /// This file sits in Tools/ArchitectureCheck/Tests/ArchitectureCheckTests/Support/.
    static let directory: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Fixtures")
    }()

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(path)))
    }
}
