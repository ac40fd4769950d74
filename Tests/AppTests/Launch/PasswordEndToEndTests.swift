import PostgreSQLHarness
import ProcessHarness
import Testing

/// No line the binary prints shows a password, whatever form it was given in:
/// masked where a URL holds one, and not echoed at all from a libpq key=value
/// string. Each form is launched for real, on the test cluster where one runs,
/// so libpq's own messages are read too.
@Suite struct PasswordEndToEndTests {
    /// The cluster's query (`host=…&user=…`), or a socket where no server listens.
    nonisolated static let server: String = {
        guard let url = TestPostgreSQL.url, let query = url.split(separator: "?", maxSplits: 1).last else {
            return "host=/nonexistent-strata-socket"
        }
        return String(query)
    }()

    nonisolated static let forms: [String] = [
        // The usual place, reaching no server, and a server without the database.
        "postgresql://ann:S3CRETPW@127.0.0.1:1/app",
        "postgres://ann:S3CRETPW@127.0.0.1:1/app?connect_timeout=2&application_name=x",
        "postgresql://ann:S3CRETPW@/nosuchdb?\(server)",
        "postgresql://:S3CRETPW@/nosuchdb?\(server)",
        // In the query: after the others, first, percent-encoded, and holding an `&`.
        "postgresql:///nosuchdb?\(server)&password=S3CRETPW",
        "postgresql:///nosuchdb?host=/nonexistent-strata-socket&user=pwuser&password=S3CRETPW",
        "postgresql:///nosuchdb?password=S3CRETPW&\(server)",
        "postgresql:///nosuchdb?pass%77ord=S3CRETPW&\(server)",
        "postgresql:///nosuchdb?\(server)&password=S3C&RETPW",
        "postgresql:///nosuchdb?\(server)&sslpassword=S3CRETPW",
        "postgresql:///nosuchdb?\(server)&options=-c%20password%3DS3CRETPW",
        // Characters a URL must escape, left as they are.
        "postgresql://ann:S3C?RETPW@/nosuchdb?\(server)",
        "postgresql://ann:S3C/RETPW@/nosuchdb?\(server)",
        "postgresql://ann:S3C@RETPW@/nosuchdb?\(server)",
        "postgresql://ann:S3C#RETPW@/nosuchdb?\(server)",
        // An `@` in a query with no path, which libpq takes for the end of a user.
        "postgresql://127.0.0.1:1?user=me@srv&password=S3CRETPW",
        // A user name with `=`, which a URL allows.
        "postgresql://role=x:S3CRETPW@127.0.0.1:1/app",
        // Percent-encoding libpq cannot read, alone and after a `/`, and a URL it cannot parse.
        "postgresql://ann:S3C/RE%zzTPW@/nosuchdb?\(server)",
        "postgresql://ann:S3C%zzRETPW@/nosuchdb?\(server)",
        "postgresql://ann:S3CRETPW%@/nosuchdb?\(server)",
        "postgresql://ann:S3CRETPW@[::1/nosuchdb",
        // What libpq does not take as a URL: capitals, another scheme, key=value strings.
        "POSTGRESQL://ann:S3CRETPW@/nosuchdb",
        "Postgres://ann:S3CRETPW@/nosuchdb",
        "mysql://ann:S3CRETPW@db.example/app",
        "host=/nonexistent-strata-socket password=S3CRETPW dbname=x",
        "password = 'S3C RETPW'",
        "target_session_attrs=any host=/nonexistent-strata-socket password=S3CRETPW",
    ]

    @Test(arguments: forms)
    func noLineShowsThePassword(form: String) throws {
        let result = try AppProcess.run(["--store", form], input: "quit\n")
        #expect(result.status != 0)
        for piece in ["S3C", "RETPW"] {
            #expect(!result.errors.contains(piece), "\(result.errors)")
            #expect(!result.output.contains(piece), "\(result.output)")
        }
    }

    /// Architecture.md and CHANGELOG count the forms.
    @Test func theFormsAreTheTwentySevenTheDocsCount() {
        #expect(Self.forms.count == 27)
    }

    /// Masking never refuses what libpq reads: these fail only as unreachable, status 1, not 64.
    @Test(arguments: [
        "postgresql://ann:@127.0.0.1:1/app", "postgresql://ann:S3CRETPW@127.0.0.1:1/app?password=other",
        "postgresql://ann:S3C%FFRETPW@127.0.0.1:1/app", "postgresql://ann:S3C?RETPW@127.0.0.1:1/app",
    ])
    func aURLLibpqReadsIsNotRefusedAtLaunch(form: String) throws {
        let result = try AppProcess.run(["--store", form], input: "quit\n")
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains(": cannot be reached: ") && !result.errors.contains("RETPW"))
    }
}
