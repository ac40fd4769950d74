import Foundation
import Testing

@testable import Scaffold

/// `make feature FIELDS="…"`: what it takes, what it refuses before anything
/// is written, and what it writes for each field.
@Suite struct FieldSpecTests {
    @Test func takesEveryTypeOptionalOrNotInOrderSplitAtSpacesOrCommas() throws {
        let fields = try FieldSpec.parse("customer:text,total:decimal(2) placed:date? status:enum(open|shipped)")
        #expect(fields.map(\.name) == ["customer", "total", "placed", "status"])
        #expect(fields.map(\.kind) == [.text, .decimal(scale: 2), .date, .choice(["open", "shipped"])])
        #expect(fields.map(\.isOptional) == [false, false, true, false])
        #expect(try FieldSpec.parse("a:int b:time? c:bool").map(\.kind) == [.int, .time, .bool])
    }

    @Test(arguments: [
        ("class:text", "'class' is not a valid field name: it is a Swift keyword"),
        ("id:int", "'id' is taken: every entry has an id, a version and createdAt; choose another"),
        ("createdAt:time", "'createdAt' is taken: every entry has an id, a version and createdAt; choose another"),
        ("Total:int", "'Total' is not a valid field name: write lowerCamel ASCII letters and digits, such as placedOn"),
        ("a:text a:int", "FIELDS names 'a' twice; each field needs a name of its own"),
        ("a:money", "'a:money' has an unknown type; write \(FieldSpec.grammar)"),
        ("a", "'a' is not a field: write \(FieldSpec.grammar)"),
        ("a:decimal(x)", "'a:decimal(x)': the scale of decimal(S) is a number from 0 to 17, such as decimal(2)"),
        (
            "a:enum(open|Closed)",
            "'Closed' is not a valid case of 'a': write lowerCamel ASCII letters and digits, such as placedOn"
        ),
        (
            "a:enum(open|open)",
            "'a:enum(open|open)' names a case twice; each case is written once, as enum(open|shipped)"
        ),
        ("a:enum(open)", "'a:enum(open)' needs at least two cases, as enum(open|shipped); one is no choice"),
        (" ", "FIELDS is empty: give at least one \(FieldSpec.grammar)"),
        ("a:enum(allCases|b)", "'allCases' cannot be a case of 'a': a Swift enum already has it"),
        ("hashValue:int", "'hashValue' is taken: every entry has an id, a version and createdAt; choose another"),
        (
            "theLongestNameAnyoneWouldEverType:text",
            "'theLongestNameAnyoneWouldEverType' is not a valid field name: it has 33 characters, at most 30"
        ),
    ])
    func refusesInOneLine(fields: String, message: String) {
        #expect(throws: ScaffoldError(message)) { try FieldSpec.parse(fields) }
    }

    /// A default, as `make field` takes one, in the SQL of each engine as its store binds the value.
    @Test(arguments: [
        ("a:int=-12", "-12", "-12"), ("a:decimal(2)=-3.5", "-350", "-3.5"), ("a:decimal(0)=007", "7", "007"),
        ("a:date=2026-02-28", "'2026-02-28'", "'2026-02-28'"),
        ("a:time=2026-01-31T09:30:00Z", "1769851800.0", "'2026-01-31 09:30:00+00'"),
        ("a:bool=false", "0", "false"), ("a:enum(x|y)=y", "'y'", "'y'"), ("a:text=O'Brien", "'O''Brien'", "'O''Brien'"),
        ("a:int?=5", "5", "5"),
    ])
    func aDefaultIsWrittenForEachEngine(field: String, sqlite: String, postgreSQL: String) throws {
        let value = try #require(try FieldSpec.added(field).defaultValue)
        #expect([value.sqlite, value.postgreSQL] == [sqlite, postgreSQL])
    }

    @Test(arguments: [
        ("a:date=2026-02-30", "'a=2026-02-30' is no default for a date: write a day as 2026-01-31"),
        (
            "a:decimal(1)=1.25",
            "'a=1.25' is no default for a decimal(1): write a number with at most 1 decimal places and 18 digits, such as 0"
        ),
        ("a:time=2026-01-31", "'a=2026-01-31' is no default for a time: write a moment in UTC as 2026-01-31T09:30:00Z"),
        ("a:bool=yes", "'a=yes' is no default for a bool: write true or false"),
        ("a:enum(x|y)=z", "'a=z' is no default for enum(x|y): write one of its cases: x, y"),
        ("a:text=", "'a=' is no default for a text: write at most 200 letters, digits and . _ ' -, such as none"),
        (
            ##"a:text=\#(x)"##,
            ##"'a=\#(x)' is no default for a text: write at most 200 letters, digits and . _ ' -, such as none"##
        ),
        (
            "a:text=$HOME",
            "'a=$HOME' is no default for a text: write at most 200 letters, digits and . _ ' -, such as none"
        ),
        (
            "a:decimal(0)=1.5",
            "'a=1.5' is no default for a decimal(0): write a whole number of at most 18 digits, such as 0"
        ),
        (
            "a:int=1000000000",
            "'a=1000000000' is no default for an int: write a whole number between -999_999_999 and 999_999_999"
        ),
    ])
    func aDefaultThatBreaksItsRuleIsRefused(field: String, message: String) {
        #expect(throws: ScaffoldError(message)) { try FieldSpec.added(field) }
    }

    /// What a shell would run, a backtick, `$(…)`, `;` or `"`, reaches the grammar as typed (make
    /// passes NAME, FIELDS and FIELD through the environment) and is refused in one line that
    /// quotes it, wherever it stands: in a name, a type, a default or a feature's name.
    @Test(arguments: ["`>M`", "$(>M)", ";>M", #"";>M;""#])
    func shellSyntaxIsRefusedInOneLineThatQuotesIt(hostile: String) {
        let refusals = [
            refusal { try FieldSpec.parse("x\(hostile):int") },
            refusal { try FieldSpec.parse("x:int\(hostile)") },
            refusal { try FieldSpec.added("x\(hostile):int=0") },
            refusal { try FieldSpec.added("x:int=0\(hostile)") },
            refusal { try FieldSpec.added("x:text=\(hostile)") },
            refusal { try FeatureName("Orders\(hostile)") },
        ]
        for refusal in refusals {
            #expect(refusal?.contains(hostile) == true, "\(refusal ?? "taken")")
            #expect(refusal?.contains("\n") == false, "\(refusal ?? "taken")")
        }
    }

    /// The generator's refusal of what `body` reads, or nil when it takes it.
    private func refusal<Value>(_ body: () throws -> Value) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return (error as? ScaffoldError)?.description ?? "\(error)"
        }
    }

    @Test func aNewFeaturesFieldsHaveNoDefault() {
        #expect(
            throws: ScaffoldError(
                "'a:int=0': a default is for make field, which adds a field to rows that exist; a new feature has none")
        ) { try FieldSpec.parse("b:text a:int=0") }
    }

    /// One refusal through the command: the first problem, and not a file written.
    @Test func aRefusedFieldChangesNothing() throws {
        let copy = try RepositoryCopy()
        let name = try #require(RepositoryCopy.unusedFeatures.first?.name)
        let before = try copy.snapshot()
        let outcome = copy.run(["feature", name, "--fields", "total:decimal(2) default:text"])
        #expect(outcome.status == 1)
        #expect(outcome.error == "scaffold: 'default' is not a valid field name: it is a Swift keyword")
        // An enum field's type is the entry's name and the field's: `Store` + `schema` is the core's own.
        let clash = copy.run(["feature", "Stores", "--fields", "label:text schema:enum(a|b)"])
        #expect(clash.error == "scaffold: 'Stores' would declare 'StoreSchema', which this package already declares")
        #expect(try copy.snapshot() == before)
    }

    /// Each field is written where a team reads it, and strata.json keeps FIELDS for the upgrade to replay.
    @Test func eachFieldIsWrittenOnceInTheDraftAndTheSchemasAndRecorded() throws {
        let copy = try RepositoryCopy()
        let (name, entity) = try #require(RepositoryCopy.unusedFeatures.first)
        let outcome = copy.run(["feature", name, "--fields", "placedOn:date? status:enum(open|shipped)"])
        #expect(outcome.status == 0, "\(outcome.error)")
        let draft = try copy.read("Sources/Domain/\(name)/\(entity)Fields.swift")
        #expect(draft.contains(#"    public let placedOn = FieldKey<CalendarDay?>("placedOn", .date)"#))
        #expect(
            draft.contains(
                "    public let status = FieldKey<\(entity)Status>(\"status\", .choice(\(entity)Status.self))\n"))
        #expect(draft.contains("public enum \(entity)Status: String, FieldChoice {\n    case open, shipped\n}"))
        // One declaration of the table, each engine's columns in it.
        let declared = try copy.read("Sources/Infrastructure/\(name)/\(name)Table.swift")
        #expect(declared.contains(#""placed_on" TEXT CHECK ("placed_on" IS NULL OR ("placed_on" IS date("placed_on")"#))
        #expect(declared.contains(#""status" text NOT NULL CHECK ("status" IN ('open', 'shipped')),"#))
        let steps = try #require(try TemplateRecord.read(from: copy.repository)).stepLines
        #expect(steps.last == "feature \(name) FIELDS=placedOn:date?,status:enum(open|shipped)")
        // Its count's table, `<table>_count`, is no other feature's to take.
        let before = try copy.snapshot()
        let table = try FeatureName(name).table + "_count"
        #expect(
            copy.run(["feature", name + "Count"]).error
                == "scaffold: '\(name)Count' would make the table '\(table)', which the database already has")
        #expect(try copy.snapshot() == before)
    }
}
