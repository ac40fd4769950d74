import PostgreSQLHarness

/// Each store `EntryStoreContract` holds to the port's promises, made fresh
/// and empty for each of its checks.
public enum EntryStoreKind: String, CaseIterable, CustomStringConvertible, Sendable {
    case inMemory
    case sqlite
    case postgreSQL

    public var description: String { rawValue }

    /// Every kind, PostgreSQL only where the test cluster runs.
    public static let available = allCases.filter { $0 != .postgreSQL || TestPostgreSQL.isAvailable }
}
