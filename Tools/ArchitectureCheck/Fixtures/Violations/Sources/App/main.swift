@_exported import Domain
@testable import Domain

print(Entity.self)
