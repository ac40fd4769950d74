// InboxApplication uses Contacts, which no 'allow feature-dependency' line permits.
import Application
import InboxDomain
import ContactsDomain
