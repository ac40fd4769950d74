// InboxApplication: Contacts' Domain module, which the policy allows.
import Application
import ContactsDomain
import InboxDomain
