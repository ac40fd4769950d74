// An Interface test may use neither Fixtures, reserved for the tests of Domain
// and Application, nor App, and may open only its own layer's module.
import Fixtures
import App
@testable import ContactsApplication
import ContactsInterface
