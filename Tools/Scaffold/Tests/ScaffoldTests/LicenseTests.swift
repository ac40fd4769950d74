import Foundation
import Scaffold
import Testing

/// The license is the template's gift to a fork: no generator may change it,
/// so a fork keeps it, or replaces it, by its own choice.
@Suite struct LicenseTests {
    @Test func renameAndMinimalLeaveTheLicenseAsItIs() throws {
        let copy = try RepositoryCopy()
        let license = try copy.read("LICENSE")
        #expect(license.contains("Permission to use, copy, modify, and/or distribute this software"))

        #expect(copy.run(["rename", RepositoryCopy.newPackageName]).status == 0)
        if RepositoryCopy.hasInboxSample {
            #expect(copy.run(["minimal"]).status == 0)
        }
        #expect(try copy.read("LICENSE") == license)
    }
}
