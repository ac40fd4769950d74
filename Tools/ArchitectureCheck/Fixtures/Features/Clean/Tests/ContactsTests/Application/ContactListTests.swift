// An Application test of ContactsTests: its feature's modules and Application's core.
import Application
import ContactsApplication
import Testing
