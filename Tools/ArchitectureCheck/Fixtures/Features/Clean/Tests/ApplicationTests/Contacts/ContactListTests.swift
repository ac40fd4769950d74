// ContactsApplicationTests: the feature's own test support.
import ContactsApplication
import ContactsTestSupport
import Testing
