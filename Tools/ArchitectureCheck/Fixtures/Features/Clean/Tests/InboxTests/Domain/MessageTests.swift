// An Inbox Domain test may use Contacts' Domain module, as the policy allows Inbox to.
import ContactsDomain
import InboxDomain
import Testing
