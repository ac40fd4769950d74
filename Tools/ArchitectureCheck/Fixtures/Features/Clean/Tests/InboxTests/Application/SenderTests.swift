import Application
import InboxApplication
import Testing
