// Interface: feature modules named only in a comment and a string.
// import ContactsInterface
import Application

let note = "import InboxDomain"
