// DomainTools ends in no feature layer: a layer of its own.
import Domain
