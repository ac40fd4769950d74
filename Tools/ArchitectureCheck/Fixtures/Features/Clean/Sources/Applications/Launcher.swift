// Applications starts like a layer but is no feature module: a layer of its own.
import Application
import Domain
