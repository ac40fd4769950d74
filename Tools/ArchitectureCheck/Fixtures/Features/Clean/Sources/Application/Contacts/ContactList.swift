// ContactsApplication: its own feature's Domain module, and Application's core.
public import ContactsDomain
import Application

public struct ContactList {
    public var contacts: [Contact]
}
