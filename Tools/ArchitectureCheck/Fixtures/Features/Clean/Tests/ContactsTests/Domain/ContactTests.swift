// A Domain test of ContactsTests: its own layer's module, opened with @testable.
@testable import ContactsDomain
import Testing
