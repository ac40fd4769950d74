import Foundation
import ProcessHarness
import Testing

/// The Inbox counts contacts through its own port, `RelatedCount`, which App
/// answers from the Contacts service: two features that never import each other.
@Suite struct RelatedCountEndToEndTests {
    @Test func theInboxShowsHowManyContactsTheSharedStoreHolds() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("related-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_DATA_HOME": home.path]

        let first = try AppProcess.run(["--width", "60"], input: "", environment: environment)
        #expect(first.status == 0)
        #expect(Self.heading(of: first.output)?.contains("contact") == false)

        let adding = try AppProcess.run(
            ["--width", "60"], input: "contacts\nadd name=Ada\nadd name=Grace\n", environment: environment)
        #expect(adding.status == 0)
        #expect(adding.errors.isEmpty)

        let second = try AppProcess.run(["--width", "60"], input: "", environment: environment)
        #expect(second.status == 0)
        #expect(Self.heading(of: second.output)?.hasSuffix("2 contacts") == true)
    }

    /// The Inbox's first line: its name, then where the list is.
    private static func heading(of output: String) -> String? {
        output.components(separatedBy: "\n").first { $0.hasPrefix("Inbox") }
    }
}
