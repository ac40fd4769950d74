// ContactsInfrastructure: a system module named like a feature module is no feature module.
import ContactsApplication
import ContactsDomain
import ContactsDomainKit
