public import Foundation
import Glibc

public struct Entity {
    public let createdAt: Date
}
