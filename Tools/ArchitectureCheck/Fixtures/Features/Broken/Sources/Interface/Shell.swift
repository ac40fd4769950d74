// Interface reaches into a feature without even declaring it.
import Application
import ContactsInterface
