import CLibPQ
import Foundation

/// One connection to a PostgreSQL server: the thin layer between the stores
/// and libpq's C interface. Values travel as text, in both directions, so a
/// store states each column's type in its SQL (`$1::bigint`).
///
/// PostgreSQL's text cannot hold NUL, and the App's strings can: a message
/// from a feed may carry one. So every value is sent through `PostgreSQLText`,
/// which spells NUL with an escape that keeps byte order, and read back
/// through it, so nothing is refused or cut short and ids sort as in SQLite.
public final class PostgreSQLDatabase {
    public let url: String
    /// Set while a unit of work holds the connection: a store's call then
    /// joins the unit's transaction rather than open one of its own.
    package var unitIsOpen = false
    private let connection: OpaquePointer
    /// The channels this connection listens on, which a new connection must listen on again.
    private var channels: Set<String> = []
    /// Channels another connection notified that no one has asked about yet.
    private var notified: Set<String> = []

    /// Connects; a server that cannot be reached fails with libpq's first line.
    public init(url: String) throws(PostgreSQLStoreError) {
        self.url = url
        guard let connection = PQconnectdb(url) else {
            throw PostgreSQLStoreError(url: url, reason: .unreachable("libpq could not allocate a connection"))
        }
        guard PQstatus(connection) == CONNECTION_OK else {
            let why = Self.firstLine(PQerrorMessage(connection))
            PQfinish(connection)
            throw PostgreSQLStoreError(url: url, reason: .unreachable(why))
        }
        self.connection = connection
        // What the server says aside (a trigger's RAISE WARNING, a shutdown's
        // notice) is its own, and may hold terminal codes: libpq would print it
        // to stderr as it came. Dropped; errors still reach the user, one line each.
        PQsetNoticeProcessor(connection, { _, _ in }, nil)
        _ = try? execute(Self.quietNotices)
    }

    deinit {
        PQfinish(connection)
    }

    /// Runs one or more statements that take no parameters, such as a schema step.
    public func execute(_ sql: String) throws(PostgreSQLStoreError) {
        try reconnectIfLost()
        let result = PQexec(connection, sql)
        defer { PQclear(result) }
        try check(result)
    }

    /// Runs one statement with `values` as its text parameters (`$1`, `$2`…)
    /// and returns every row, each column as text or nil for NULL.
    @discardableResult
    public func rows(_ sql: String, _ values: [String?] = []) throws(PostgreSQLStoreError) -> [[String?]] {
        try reconnectIfLost()
        let arguments = values.map { $0.map { strdup(PostgreSQLText.escaped($0)) } ?? nil }
        defer { for argument in arguments { free(argument) } }
        let result = arguments.map { UnsafePointer($0) }.withUnsafeBufferPointer { pointers in
            PQexecParams(connection, sql, Int32(values.count), nil, pointers.baseAddress, nil, nil, 0)
        }
        defer { PQclear(result) }
        try check(result)
        return (0..<PQntuples(result)).map { row in
            (0..<PQnfields(result)).map { column in
                PQgetisnull(result, row, column) == 1
                    ? nil : PostgreSQLText.unescaped(String(cString: PQgetvalue(result, row, column)))
            }
        }
    }

    /// The first column of the first row, or nil when there is none.
    public func value(_ sql: String, _ values: [String?] = []) throws(PostgreSQLStoreError) -> String? {
        try rows(sql, values).first?.first ?? nil
    }

    /// Whether the open transaction failed a statement, so it can only be rolled back.
    package var isAborted: Bool { PQtransactionStatus(connection) == PQTRANS_INERROR }

    /// Runs `body` in one transaction, `begin` saying which kind; any error rolls it back.
    package func transaction<Result>(_ begin: String = "BEGIN", _ body: () throws -> Result) throws -> Result {
        if unitIsOpen {
            // A call of the unit joins its transaction; one a lost connection took is not opened again.
            guard PQtransactionStatus(connection) != PQTRANS_IDLE else {
                throw PostgreSQLStoreError(url: url, reason: .failed("lost the unit of work's transaction"))
            }
            return try body()
        }
        try execute(begin)
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if PQtransactionStatus(connection) != PQTRANS_IDLE { PQclear(PQexec(connection, "ROLLBACK")) }
            throw error
        }
    }

    /// Starts hearing of other connections' notices on `channel`, and keeps
    /// hearing them on every connection made after this one is lost.
    package func listen(on channel: String) throws(PostgreSQLStoreError) {
        guard !channels.contains(channel) else { return }
        try execute("LISTEN \"\(channel)\"")
        channels.insert(channel)
    }

    /// Whether another connection notified `channel` since the last look,
    /// such as another process committing a change, since `listen(on:)`.
    ///
    /// A server sends a notice to an idle connection whenever it likes, so
    /// one committed a moment ago may still be on its way. An empty statement
    /// settles it: the server delivers every pending notice before it
    /// answers, so a look costs one round trip and never misses a commit that
    /// finished before it.
    package func wasNotified(on channel: String) throws(PostgreSQLStoreError) -> Bool {
        try execute("SELECT")
        let own = PQbackendPID(connection)
        while let notice = PQnotifies(connection) {
            if notice.pointee.be_pid != own { notified.insert(String(cString: notice.pointee.relname)) }
            PQfreemem(notice)
        }
        return notified.remove(channel) != nil
    }

    /// A server that went away and came back costs the command that found it
    /// gone, never the session: the next call connects again.
    private func reconnectIfLost() throws(PostgreSQLStoreError) {
        guard PQstatus(connection) != CONNECTION_OK else { return }
        PQreset(connection)
        guard PQstatus(connection) == CONNECTION_OK else {
            throw PostgreSQLStoreError(url: url, reason: .unreachable(Self.firstLine(PQerrorMessage(connection))))
        }
        PQclear(PQexec(connection, Self.quietNotices))
        // A new connection listens on nothing, and what was notified while it was
        // away is lost: every channel counts as notified, so listeners look again.
        for channel in channels { PQclear(PQexec(connection, "LISTEN \"\(channel)\"")) }
        notified.formUnion(channels)
    }

    private func check(_ result: OpaquePointer?) throws(PostgreSQLStoreError) {
        let status = result.map(PQresultStatus) ?? PGRES_FATAL_ERROR
        guard status != PGRES_COMMAND_OK, status != PGRES_TUPLES_OK else { return }
        // The primary message alone, without libpq's "ERROR:  " and its detail lines.
        let primary = result.flatMap { PQresultErrorField($0, Int32(UInt8(ascii: "M"))) }
        let why = Self.firstLine(primary ?? PQerrorMessage(connection))
        var error = PostgreSQLStoreError(
            url: url, reason: PQstatus(connection) == CONNECTION_OK ? .failed(why) : .unreachable(why))
        error.state = result.flatMap { PQresultErrorField($0, Int32(UInt8(ascii: "C"))) }.map { String(cString: $0) }
        // 23503 is foreign_key_violation, 23505 unique_violation.
        if error.state == "23503" || error.state == "23505", let result,
            let constraint = PQresultErrorField(result, Int32(UInt8(ascii: "n")))
        {
            error.constraint = String(cString: constraint)
        }
        throw error
    }

    /// Notices (such as "relation already exists, skipping") are the server's,
    /// not the user's; every connection, first or remade, turns them off.
    private static let quietNotices = "SET client_min_messages = warning"

    /// libpq's messages end in a newline and may run on; one line is what a person sees.
    private static func firstLine(_ message: UnsafePointer<CChar>?) -> String {
        let text = message.map { String(cString: $0) } ?? ""
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.isEmpty ? "the server gave no reason" : line
    }
}
