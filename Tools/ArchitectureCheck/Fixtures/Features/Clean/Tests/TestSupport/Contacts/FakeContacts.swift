// ContactsTestSupport: fakes the feature's test targets share.
import ContactsApplication
import ContactsDomain
