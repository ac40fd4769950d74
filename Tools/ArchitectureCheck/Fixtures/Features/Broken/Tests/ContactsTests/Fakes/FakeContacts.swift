// Fakes belong in a layer's folder too.
import ContactsApplication
