/// Why a PostgreSQL store cannot open the App's database or carry out a
/// change, as one line that names the database, its password masked, and
/// says what is wrong.
public struct PostgreSQLStoreError: Error, Equatable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// The server could not be reached or refused the connection; libpq's first line.
        case unreachable(String)
        /// The database holds tables that Strata did not create.
        case foreignSchema
        /// `part` names what is newer: one feature's tables.
        case newerSchema(part: String, found: Int, known: Int)
        /// The version recorded for `part` is one no build writes, as it was found.
        case unusableVersion(part: String, found: String)
        /// A statement failed; the server's first line.
        case failed(String)
    }

    /// The URL as given, with any password shown as `***`.
    public let database: String
    public let reason: Reason
    /// The SQLSTATE of a statement that failed, such as `42P07` for a name
    /// already taken: what code tells one failure from another by, where the
    /// reason's words are for people.
    package var state: String?
    /// The foreign key or unique constraint a statement broke, by name, which
    /// a store turns into the refusal of the field it holds.
    package var constraint: String?

    /// libpq's and the server's words may quote a piece of the URL, a password's
    /// among them: every secret of `url` in them is shown as `***` too.
    public init(url: String, reason: Reason) {
        database = PostgreSQLURL.masked(url)
        self.reason =
            switch reason {
            case .unreachable(let why): .unreachable(PostgreSQLURL.scrubbed(why, of: url))
            case .failed(let why): .failed(PostgreSQLURL.scrubbed(why, of: url))
            default: reason
            }
    }

    /// The same database and reason: the state and the constraint are for the
    /// code that maps a failure, not part of what a person is told.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.database == rhs.database && lhs.reason == rhs.reason
    }

    public var description: String { "\(database): \(explanation)" }

    private var explanation: String {
        switch reason {
        case .unreachable(let why): "cannot be reached: \(why)"
        case .foreignSchema: "is a PostgreSQL database of some other program; it was left as it is"
        case .newerSchema(let part, let found, let known):
            "was written by a newer version of this app (\(part) at version \(found); this one knows up to \(known)); it was left as it is"
        case .unusableVersion(let part, let found):
            "records a version of \(part) that no build writes (\(found)); it was left as it is"
        case .failed(let why): why
        }
    }
}
