import Domain
import EntryStoreContract
import Infrastructure
import Testing

/// A feature with ranges and unique fields, as `make feature NAME=Parts
/// FIELDS="…"` declares it with `declared` below: its draft and its table are
/// the generator's own, line for line (the scaffold's `FieldRangeSpecTests`
/// holds them to what it writes today).
struct PartFields: EntryFields {
    static let declared =
        "name:text code:text:unique price:decimal(2,0...) stock:int(0...) shelf:int(1...99)? barcode:int?:unique"
    static let singular = "part", plural = "parts"
    let name = FieldKey<String>("name", .text(maximumLength: 200))
    let code = FieldKey<String>("code", .text(maximumLength: 200), isUnique: true)
    let price = FieldKey<ExactDecimal>("price", .decimal(digits: 18, scale: 2, units: 0...))
    let stock = FieldKey<Int64>("stock", .int(0...999_999_999))
    let shelf = FieldKey<Int64?>("shelf", .int(1...99))
    let barcode = FieldKey<Int64?>("barcode", .int(-999_999_999...999_999_999), isUnique: true)
}

typealias PartDraft = Draft<PartFields>

extension EntryTable<PartDraft> {
    static let parts = EntryTable(
        sqlite: #"""
            "name" TEXT NOT NULL CHECK (typeof("name") = 'text' AND length("name") BETWEEN 1 AND 200 AND instr("name", char(0)) = 0 AND "name" = trim("name", ' ' || char(9, 10, 11, 12, 13))),
            "code" TEXT NOT NULL UNIQUE CHECK (typeof("code") = 'text' AND length("code") BETWEEN 1 AND 200 AND instr("code", char(0)) = 0 AND "code" = trim("code", ' ' || char(9, 10, 11, 12, 13))),
            "price" INTEGER NOT NULL CHECK (typeof("price") = 'integer' AND "price" BETWEEN 0 AND 999999999999999999),
            "stock" INTEGER NOT NULL CHECK (typeof("stock") = 'integer' AND "stock" BETWEEN 0 AND 999999999),
            "shelf" INTEGER CHECK ("shelf" IS NULL OR (typeof("shelf") = 'integer' AND "shelf" BETWEEN 1 AND 99)),
            "barcode" INTEGER UNIQUE CHECK ("barcode" IS NULL OR (typeof("barcode") = 'integer' AND "barcode" BETWEEN -999999999 AND 999999999)),
            """#,
        postgreSQL: #"""
            "name" text NOT NULL CHECK (char_length("name") BETWEEN 1 AND 200 AND "name" !~ '^\s|\s$'),
            "code" text NOT NULL CONSTRAINT "parts_code_unique" UNIQUE CHECK (char_length("code") BETWEEN 1 AND 200 AND "code" !~ '^\s|\s$'),
            "price" numeric(18, 2) NOT NULL CHECK ("price" BETWEEN 0.00 AND 9999999999999999.99),
            "stock" bigint NOT NULL CHECK ("stock" BETWEEN 0 AND 999999999),
            "shelf" bigint CHECK ("shelf" BETWEEN 1 AND 99),
            "barcode" bigint CONSTRAINT "parts_barcode_unique" UNIQUE CHECK ("barcode" BETWEEN -999999999 AND 999999999),
            """#,
        name: "parts", versionedAs: "Parts")
}

/// The stores' every promise on a table whose columns hold ranges and
/// unique fields, each store refusing a duplicate as the others do.
@Test(arguments: EntryStoreKind.available) func partsKeepTheStoresContract(kind: EntryStoreKind) async throws {
    try await EntryStoreContract(table: .parts).check(kind)
}
