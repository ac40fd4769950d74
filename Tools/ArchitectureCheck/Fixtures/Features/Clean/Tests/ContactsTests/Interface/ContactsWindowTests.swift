// An Interface test of ContactsTests: its own layer's module with @testable, and Interface's core.
import ContactsApplication
@testable import ContactsInterface
import Interface
import Testing
