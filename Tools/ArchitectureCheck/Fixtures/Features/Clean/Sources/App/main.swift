// App composes every feature.
import Application
import ContactsApplication
import ContactsInfrastructure
import ContactsInterface
import Domain
import InboxApplication
import InboxInfrastructure
import InboxInterface
import Infrastructure
import Interface
