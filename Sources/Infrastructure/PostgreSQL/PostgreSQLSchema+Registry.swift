/// How `PostgreSQLSchema` tells the App's database from another program's:
/// the registry, named after the package, is the mark, as the application id
/// is a SQLite file's. A database is ours when it holds nothing at all, or a
/// registry shaped as this build makes it; anything else, and any name a
/// step would create already taken, is another program's, refused in one
/// line with nothing written, never in the server's words.
extension PostgreSQLSchema {
    /// Every feature's version, creating the table on a database that holds
    /// nothing at all; a database that holds anything but no such table, or a
    /// table of that name shaped otherwise, is another program's.
    static func recordedVersions(in database: PostgreSQLDatabase, registry: String) throws -> [String: Int] {
        let hasVersions = try database.value("SELECT to_regclass('\(registry)') IS NOT NULL") == "t"
        guard hasVersions else {
            guard try database.value(othersObjects) == "0" else {
                throw PostgreSQLStoreError(url: database.url, reason: .foreignSchema)
            }
            try database.execute("CREATE TABLE \(registry) (\(registryColumns))")
            return [:]
        }
        guard try database.value(shapeIsOurs(registry)) == "t" else {
            throw PostgreSQLStoreError(url: database.url, reason: .foreignSchema)
        }
        // A value no build writes (negative, not a number, a name twice) would skip steps,
        // or run them again: refused, naming only its kind, as the registry's text is anyone's.
        var versions: [String: Int] = [:]
        for row in try database.rows("SELECT name, version FROM \(registry)") {
            guard let name = row[0], let version = row[1].flatMap({ Int($0) }), version >= 0,
                versions.updateValue(version, forKey: name) == nil
            else {
                let plain = row[0].flatMap { name in
                    name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } ? name : nil
                }
                let part = plain.map { "the \($0) tables" } ?? "a feature"
                let number = row[1].flatMap { Int($0) }
                let found = number.map { $0 < 0 ? "\($0)" : "\($0), recorded twice" } ?? "not a number"
                throw PostgreSQLStoreError(
                    url: database.url, reason: .unusableVersion(part: part, found: found))
            }
        }
        return versions
    }

    /// Runs one step. A name it creates that is taken (a table, a column, a
    /// type, a function, a schema) was made by someone else, since the
    /// registry records no step that made it: the database is another program's.
    static func run(_ step: String, in database: PostgreSQLDatabase) throws {
        do {
            try database.execute(step)
        } catch {
            guard let state = error.state, nameTaken.contains(state) else { throw error }
            throw PostgreSQLStoreError(url: database.url, reason: .foreignSchema)
        }
    }

    /// SQLSTATEs for a name already taken: duplicate_table, _column, _object, _function, _schema.
    private static let nameTaken: Set<String> = ["42P07", "42701", "42710", "42723", "42P06"]

    /// The registry's columns, as this build makes them and as it must be found.
    private static let registryColumns = "name text PRIMARY KEY, version integer NOT NULL"

    /// "t" when `registry` is a table with exactly the columns `registryColumns`
    /// makes, `name` its primary key; "f" or no row when it is anything else.
    private static func shapeIsOurs(_ registry: String) -> String {
        """
        SELECT c.relkind = 'r'
            AND string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || CASE WHEN a.attnotnull
                THEN ' NOT NULL' ELSE '' END, ', ' ORDER BY a.attnum) = 'name text NOT NULL, version integer NOT NULL'
            AND EXISTS (SELECT FROM pg_catalog.pg_index AS i JOIN pg_catalog.pg_attribute AS k
                ON k.attrelid = i.indrelid AND k.attnum = ANY (i.indkey)
                WHERE i.indrelid = c.oid AND i.indisprimary AND i.indnatts = 1 AND k.attname = 'name')
        FROM pg_catalog.pg_class AS c JOIN pg_catalog.pg_attribute AS a ON a.attrelid = c.oid
        WHERE c.oid = to_regclass('\(registry)') AND a.attnum > 0 AND NOT a.attisdropped
        GROUP BY c.oid, c.relkind
        """
    }
}
