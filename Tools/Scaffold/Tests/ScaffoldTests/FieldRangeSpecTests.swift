import Foundation
import Testing

@testable import Scaffold

/// `FIELDS` with ranges and uniqueness: `stock:int(0...)`, `qty:int(1...99)`,
/// `price:decimal(2,0...)`, `code:text:unique`, `email:text?:unique`. What it
/// takes, what it refuses in one line before anything is written, and the
/// Swift and SQL it writes, where the Domain and both engines hold one rule.
@Suite struct FieldRangeSpecTests {
    @Test func takesRangesAndUniqueAfterTheTypeEvenWhereCommasJoinTheFields() throws {
        let typed = "stock:int(0...) qty:int(1...99) price:decimal(2,0...) cap:decimal(0,...100) code:text:unique"
        let fields = try FieldSpec.parse(typed + " email:text?:unique")
        #expect(fields.map(\.kind) == [.int, .int, .decimal(scale: 2), .decimal(scale: 0), .text, .text])
        #expect(
            fields.map(\.bounds) == [
                .init(lower: 0, upper: nil), .init(lower: 1, upper: 99), .init(lower: 0, upper: nil),
                .init(lower: nil, upper: 100), nil, nil,
            ])
        #expect(fields.map(\.isUnique) == [false, false, false, false, true, true])
        #expect(fields.map(\.isOptional) == [false, false, false, false, false, true])
        // strata.json's steps join a feature's fields with commas, which a decimal's range holds too.
        #expect(try FieldSpec.parse(typed.replacingOccurrences(of: " ", with: ",")) == Array(fields.prefix(5)))
        #expect(try FieldSpec.parse("price:decimal(2,0.5...99.99)")[0].bounds == .init(lower: 50, upper: 9999))
    }

    static let form =
        "write a range as int(0...), int(1...99) or int(...100), each bound a whole number"
        + " from -999999999 to 999999999"
    static let decimalForm =
        "write a range as decimal(2,0...), decimal(2,1...99) or decimal(2,...100),"
        + " each bound with at most 2 decimal places and 18 digits"

    @Test(arguments: [
        ("qty:int(1..5)", "'qty:int(1..5)': \(form)"),
        ("qty:int(...)", "'qty:int(...)': \(form)"),
        ("qty:int(a...b)", "'qty:int(a...b)': \(form)"),
        ("qty:int(0...1000000000)", "'qty:int(0...1000000000)': \(form)"),
        ("qty:int(-9223372036854775808...)", "'qty:int(-9223372036854775808...)': \(form)"),
        ("qty:int(1...2...3)", "'qty:int(1...2...3)': \(form)"),
        ("qty:int(5...1)", "'qty:int(5...1)' is an empty range: write the least value first, as 1...5"),
        ("price:decimal(2,0.001...)", "'price:decimal(2,0.001...)': \(decimalForm)"),
        ("price:decimal(2,)", "'price:decimal(2,)': \(decimalForm)"),
        (
            "price:decimal(2,9.5...1)",
            "'price:decimal(2,9.5...1)' is an empty range: write the least value first, as 1...9.5"
        ),
        (
            "price:decimal(x,0...)",
            "'price:decimal(x,0...)': the scale of decimal(S) is a number from 0 to 17, such as decimal(2)"
        ),
        (
            "name:text(1...5)",
            "'name:text(1...5)': only an int or a decimal takes a range, as int(0...) or decimal(2,0...)"
        ),
        ("due:date(0...)", "'due:date(0...)': only an int or a decimal takes a range, as int(0...) or decimal(2,0...)"),
        ("due:date:unique", "'due:date:unique': only a text or an int can be unique, as code:text:unique"),
        (
            "price:decimal(2):unique",
            "'price:decimal(2):unique': only a text or an int can be unique, as code:text:unique"
        ),
        ("of:Contacts:unique", "'of:Contacts:unique': only a text or an int can be unique, as code:text:unique"),
        ("code:text:uniq", "'code:text:uniq': after the type comes :unique or nothing, as code:text:unique"),
        ("code:text:unique?", "'code:text:unique?': after the type comes :unique or nothing, as code:text:unique"),
    ])
    func refusesInOneLine(fields: String, message: String) {
        #expect(throws: ScaffoldError(message)) { try FieldSpec.parse("label:text " + fields) }
    }

    /// The draft's line carries the range and uniqueness as one typed declaration, and each engine's
    /// column holds the same bounds and a unique constraint of its own.
    @Test(arguments: [
        (
            "stock:int(0...)", ".int(0...999_999_999)",
            #""stock" INTEGER NOT NULL CHECK (typeof("stock") = 'integer' AND "stock" BETWEEN 0 AND 999999999),"#,
            #""stock" bigint NOT NULL CHECK ("stock" BETWEEN 0 AND 999999999),"#
        ),
        (
            "low:int(...-5)?", ".int(-999_999_999...(-5))",
            #""low" INTEGER CHECK ("low" IS NULL OR (typeof("low") = 'integer' AND "low" BETWEEN -999999999 AND -5)),"#,
            #""low" bigint CHECK ("low" BETWEEN -999999999 AND -5),"#
        ),
        (
            "price:decimal(2,0...)", ".decimal(digits: 18, scale: 2, units: 0...)",
            #""price" INTEGER NOT NULL CHECK (typeof("price") = 'integer' AND "price" BETWEEN 0 AND 999999999999999999),"#,
            #""price" numeric(18, 2) NOT NULL CHECK ("price" BETWEEN 0.00 AND 9999999999999999.99),"#
        ),
        (
            "rate:decimal(2,-0.5...99.99)", ".decimal(digits: 18, scale: 2, units: -50...9999)",
            #""rate" INTEGER NOT NULL CHECK (typeof("rate") = 'integer' AND "rate" BETWEEN -50 AND 9999),"#,
            #""rate" numeric(18, 2) NOT NULL CHECK ("rate" BETWEEN -0.50 AND 99.99),"#
        ),
        (
            "cap:decimal(0,...(-1))", "", "", ""
        ),
        (
            "code:text:unique", ".text(maximumLength: 200), isUnique: true",
            #""code" TEXT NOT NULL UNIQUE CHECK (typeof("code") = 'text' AND length("code") BETWEEN 1 AND 200 AND instr("code", char(0)) = 0 AND "code" = trim("code", ' ' || char(9, 10, 11, 12, 13))),"#,
            #""code" text NOT NULL CONSTRAINT "{{table}}_code_unique" UNIQUE CHECK (char_length("code") BETWEEN 1 AND 200 AND "code" !~ '^\s|\s$'),"#
        ),
        (
            "badgeNumber:int?:unique", ".int(-999_999_999...999_999_999), isUnique: true",
            #""badge_number" INTEGER UNIQUE CHECK ("badge_number" IS NULL OR (typeof("badge_number") = 'integer' AND "badge_number" BETWEEN -999999999 AND 999999999)),"#,
            #""badge_number" bigint CONSTRAINT "{{table}}_badge_number_unique" UNIQUE CHECK ("badge_number" BETWEEN -999999999 AND 999999999),"#
        ),
    ])
    func writesTheRangeAndUniquenessInTheDraftAndBothEngines(
        field: String, kind: String, sqlite: String, postgreSQL: String
    ) throws {
        guard !kind.isEmpty else {
            #expect(throws: ScaffoldError.self) { try FieldSpec(field) }
            return
        }
        let tokens = try FieldSpec(field).tokens
        #expect(
            [tokens["fieldKind"], tokens["sqliteColumn"], tokens["postgreSQLColumn"]] == [kind, sqlite, postgreSQL])
    }

    @Test func makeFieldTakesANewFieldsRangeAndAnOptionalUniqueOneWithItsIndex() throws {
        let stock = try FieldSpec.added("stock:int(0...)=0").addedTokens(step: 3)
        #expect(
            stock["sqliteAdded"]?.contains(
                #"NOT NULL DEFAULT 0 CHECK (typeof("stock") = 'integer' AND "stock" BETWEEN 0 AND 999999999)"#) == true)
        let code = try FieldSpec.added("code:text?:unique").addedTokens(step: 3)
        #expect(
            code["sqliteAdded"]?.hasSuffix(#"; CREATE UNIQUE INDEX "{{table}}_code_unique" ON "{{table}}" ("code")"#)
                == true)
        #expect(code["sqliteAdded"]?.contains("UNIQUE CHECK") == false)
        #expect(
            code["postgreSQLAdded"]?.hasPrefix(#""code" text CONSTRAINT "{{table}}_code_unique" UNIQUE CHECK"#) == true)
    }

    @Test(arguments: [
        ("stock:int(0...)=-1", "'stock=-1' is outside the field's range: write a value from 0 to 999999999"),
        (
            "price:decimal(2,0.5...)=0.25",
            "'price=0.25' is outside the field's range: write a value from 0.50 to 9999999999999999.99"
        ),
        (
            "code:text:unique=x",
            "'code:text:unique=x': the rows that exist would all hold one value, which a unique field allows once, "
                + "so a unique field make field adds is optional, with no default: code:text?:unique"
        ),
        (
            "code:int?:unique=1",
            "'code:int?:unique=1': the rows that exist would all hold one value, which a unique field allows once, "
                + "so a unique field make field adds is optional, with no default: code:int?:unique"
        ),
    ])
    func makeFieldRefusesADefaultOutsideTheRangeAndARequiredUniqueField(field: String, message: String) {
        #expect(throws: ScaffoldError(message)) { try FieldSpec.added(field) }
    }
}

extension FieldRangeSpecTests {
    /// InfrastructureTests holds every store to its contract on a feature with
    /// ranges and unique fields: its draft's fields and its table's columns
    /// must be what make feature writes for them, line for line.
    @Test func theFeatureInfrastructureTestsHoldIsTheOneItWrites() throws {
        let fixture = try String(
            contentsOf: RepositoryCopy.source("Tests/InfrastructureTests/Fields/PartFields.swift"), encoding: .utf8)
        let declared = try #require(fixture.firstMatch(of: /static let declared =\s*"([^"]+)"/)?.1)
        let files = try FeatureTemplates(
            feature: FeatureName("Parts"), layout: .folders, fields: FieldSpec.parse(String(declared)),
            repository: Repository(root: RepositoryCopy.repositoryRoot)
        ).files()
        let draft = try #require(files["Sources/Domain/Parts/PartFields.swift"])
        let table = try #require(files["Sources/Infrastructure/Parts/PartsTable.swift"])
        /// The trimmed lines of `text` that start with `prefix`, without a leading `public `.
        func lines(_ text: String, _ prefix: String) -> [String] {
            text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .map { $0.hasPrefix("public ") ? String($0.dropFirst(7)) : $0 }.filter { $0.hasPrefix(prefix) }
        }
        #expect(lines(fixture, "let ") == lines(draft, "let "))
        // A column's line: its quoted name, then its type.
        let columns = { (text: String) in lines(text, "\"").filter { $0.contains(#/^"[a-z_]+" /#) } }
        #expect(columns(fixture).count == 12)
        #expect(columns(fixture) == columns(table))
    }
}
