import Foundation

/// Asks SwiftPM for the package description, or reads one saved earlier.
public enum ManifestLoader {
    /// Runs `swift package dump-package`; `$SWIFT` overrides the `swift` found on PATH.
    public static func dumpPackage(at root: String) throws(SetupError) -> [UInt8] {
        let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swift, "package", "--package-path", root, "dump-package"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw SetupError("cannot run '\(swift) package dump-package': \(error)")
        }
        // Read before waiting so a large description cannot fill the pipe and stall SwiftPM.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = String(decoding: message, as: UTF8.self)
            throw SetupError("'swift package dump-package' failed in \(root):\n\(detail)")
        }
        return Array(data)
    }

    public static func readFile(_ path: String) throws(SetupError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SetupError("cannot read \(path)")
        }
        return Array(data)
    }
}
