import Foundation
import Interface

/// The two ways a launch can fail before the shell starts, each ending the
/// process with one line on stderr and a status that says whose mistake it
/// was. Kept out of `main.swift` so exit tests can run them.
enum LaunchCommand {
    /// The parsed flags; a mistake exits with status 64, the line and the usage.
    nonisolated static func options(from arguments: [String]) -> LaunchOptions {
        do {
            return try LaunchOptions(arguments: arguments)
        } catch {
            fail(error.description, status: LaunchError.usageStatus, usage: true)
        }
    }

    /// Every feature, built; a store or feed that cannot be used exits with its status.
    static func features(in context: FeatureContext) async -> [Feature] {
        do {
            return try await Features.all(in: context)
        } catch {
            fail(error.description, status: error.status)
        }
    }

    /// The message goes through `SafeText`: it quotes what the user typed and
    /// names paths, and a newline or an escape byte there must neither break
    /// the one line nor reach the terminal.
    nonisolated static func fail(_ message: String, status: Int32, usage: Bool = false) -> Never {
        let text = "strata: \(SafeText.make(message))\n" + (usage ? "\n\(LaunchOptions.usage)\n" : "")
        FileHandle.standardError.write(Data(text.utf8))
        exit(status)
    }
}
