// ContactsApplicationTests may use the feature's test support.
import ContactsApplication
import ContactsTestSupport
import Testing
