// A Domain test may use Fixtures, but not the feature's Interface module,
// though ContactsTests declares it for its Interface tests.
import ContactsDomain
import ContactsInterface
import Fixtures
