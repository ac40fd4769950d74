// Application is a core target that does not compose features.
import Domain
import ContactsDomain
