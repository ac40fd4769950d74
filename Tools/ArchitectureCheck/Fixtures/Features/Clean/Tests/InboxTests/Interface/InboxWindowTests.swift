import InboxInterface
import Interface
import Testing
