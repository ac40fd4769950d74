// ContactsInterface: its own feature's Application module.
import ContactsApplication
