// Fakes are internal types of the Application folder, in a subfolder of their own.
import ContactsApplication
import ContactsDomain
