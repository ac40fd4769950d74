import Foundation

/// What each field's `{{token}}` stands for in the templates: its Swift kind
/// and type, and its column on each engine with the `CHECK`s that hold what
/// the Domain promises. The numbers here are the limits a generated field
/// starts with; a team changes them in the draft and in a new schema step.
extension FieldSpec {
    static let longestText = 200
    static let intLimit = "999_999_999"
    /// At most 18 digits in all, as `ExactDecimal` keeps.
    static let decimalDigits = 18

    /// `{{Item}}Status` for a field `status`: the Swift enum of its cases.
    var choiceType: String { "{{Item}}" + name.prefix(1).uppercased() + name.dropFirst() }

    var tokens: [String: String] {
        [
            "field": name, "fieldKind": swiftKind + (isUnique ? ", isUnique: true" : ""),
            "fieldType": swiftType + (isOptional ? "?" : ""),
            "fieldOptional": isOptional ? ", isOptional: true" : "", "sqliteColumn": sqliteColumn() + ",",
            "postgreSQLColumn": postgreSQLColumn() + ",",
        ]
    }

    /// The tokens of a field `make field` added as schema step `step`, for
    /// the block that writes that step: its column, with the default the
    /// rows that exist take.
    func addedTokens(step: Int) -> [String: String] {
        [
            "step": String(step), "field": name,
            "addedRows": defaultValue.map { "rows that were there take \($0.typed)" }
                ?? "rows that were there have none",
            // SQLite adds no UNIQUE column: its index comes after, in the same step.
            "sqliteAdded": sqliteColumn(default: defaultValue?.sqlite, unique: false)
                + (isUnique ? #"; CREATE UNIQUE INDEX "\#(uniqueName)" ON "{{table}}" (\#(column))"# : ""),
            "postgreSQLAdded": postgreSQLColumn(default: defaultValue?.postgreSQL),
        ]
    }

    var isReference: Bool {
        if case .reference = kind { true } else { false }
    }

    /// The tokens of a field that refers to another feature, for the blocks
    /// that wire its port and its rule: `{{Ref}}` is that feature, `{{refWord}}`
    /// what one of its entries is called, `{{refTable}}` its table.
    var referenceTokens: [String: String]? {
        guard case .reference(let feature) = kind else { return nil }
        let names = feature.tokens
        return [
            "field": name, "fieldColumn": String(column.dropFirst().dropLast()), "Ref": feature.name,
            "ref": names["name"] ?? "", "refWord": names["word"] ?? "", "refTable": feature.table,
            "refCommand": feature.command,
        ]
    }

    /// The tokens of a field that is an enum, for the block that declares its type.
    var choiceTokens: [String: String] {
        guard case .choice(let cases) = kind else { return [:] }
        return ["field": name, "Choice": choiceType, "choiceCases": cases.joined(separator: ", ")]
    }

    private var swiftKind: String {
        switch kind {
        case .text: ".text(maximumLength: \(Self.longestText))"
        case .int:
            ".int(\(Self.swiftNumber(limits.lowerBound))...\(Self.swiftBound(limits.upperBound, parenthesized: true)))"
        case .decimal(let scale):
            ".decimal(digits: \(Self.decimalDigits), scale: \(scale)\(swiftUnits))"
        case .date: ".date"
        case .time: ".time"
        case .bool: ".bool"
        case .choice: ".choice(\(choiceType).self)"
        case .reference(let feature): ".reference(\"\(feature.tokens["word"] ?? feature.singular)\")"
        }
    }

    /// A decimal's range, in units of its scale, as `FieldKind.decimal` takes it: `, units: 0...`.
    private var swiftUnits: String {
        switch (bounds?.lower, bounds?.upper) {
        case (nil, nil): ""
        case (let lower?, nil): ", units: \(Self.swiftBound(lower, parenthesized: true))..."
        case (nil, let upper?): ", units: ...\(Self.swiftBound(upper, parenthesized: true))"
        case (let lower?, let upper?):
            ", units: \(Self.swiftNumber(lower))...\(Self.swiftBound(upper, parenthesized: true))"
        }
    }

    /// The column's unique index on SQLite, when make field adds it, and its constraint on PostgreSQL.
    private var uniqueName: String { "{{table}}_" + column.dropFirst().dropLast() + "_unique" }

    private var swiftType: String {
        switch kind {
        case .text: "String"
        case .int: "Int64"
        case .decimal: "ExactDecimal"
        case .date: "CalendarDay"
        case .time: "Date"
        case .bool: "Bool"
        case .choice: choiceType
        case .reference: "EntryID"
        }
    }

    /// The column's name, as Infrastructure's `Field.column` spells it: `placedOn` is `placed_on`.
    var column: String {
        "\"" + name.map { $0.isUppercase ? "_" + $0.lowercased() : String($0) }.joined() + "\""
    }

    /// `NOT NULL` for a required field, and the default rows that exist take, when there is one.
    private func constraints(_ defaultSQL: String?) -> String {
        (isOptional ? "" : " NOT NULL") + (defaultSQL.map { " DEFAULT \($0)" } ?? "")
    }
    /// The least and greatest value, in units for a decimal, as `BETWEEN` takes them.
    private var between: String { "\(limits.lowerBound) AND \(limits.upperBound)" }
    private var quotedCases: String {
        guard case .choice(let cases) = kind else { return "" }
        return cases.map { "'\($0)'" }.joined(separator: ", ")
    }

    private func sqliteColumn(default defaultSQL: String? = nil, unique: Bool = true) -> String {
        let c = column
        let check: String
        switch kind {
        case .text:
            // The Domain trims every white space; this holds the ASCII ones, a foreign row's likeliest.
            check =
                "typeof(\(c)) = 'text' AND length(\(c)) BETWEEN 1 AND \(Self.longestText) AND instr(\(c), char(0)) = 0 "
                + "AND \(c) = trim(\(c), ' ' || char(9, 10, 11, 12, 13))"
        case .int, .decimal: check = "typeof(\(c)) = 'integer' AND \(c) BETWEEN \(between)"
        case .date: check = "\(c) IS date(\(c)) AND \(c) >= '0001-01-01'"
        case .time:
            check = "typeof(\(c)) = 'real' AND \(c) BETWEEN -62135596800 AND 253402300799 AND \(c) = round(\(c))"
        case .bool: check = "\(c) IN (0, 1)"
        case .choice: check = "\(c) IN (\(quotedCases))"
        // Whether it names an entry that exists is the App's `StoreReference`, which knows both tables.
        case .reference: check = "typeof(\(c)) = 'integer' AND \(c) > 0"
        }
        // SQLite's CHECK passes only when true, and typeof(NULL) is 'null': an optional column allows NULL first.
        let uniqueness = isUnique && unique ? " UNIQUE" : ""
        return "\(c) \(sqliteType)\(constraints(defaultSQL))\(uniqueness) "
            + "CHECK (\(isOptional ? "\(c) IS NULL OR (\(check))" : check))"
    }

    private var sqliteType: String {
        switch kind {
        case .text, .date, .choice: "TEXT"
        case .int, .decimal, .bool, .reference: "INTEGER"
        case .time: "REAL"
        }
    }

    private func postgreSQLColumn(default defaultSQL: String? = nil) -> String {
        let c = column
        let notNull = constraints(defaultSQL) + (isUnique ? #" CONSTRAINT "\#(uniqueName)" UNIQUE"# : "")
        switch kind {
        case .text:
            return
                "\(c) text\(notNull) CHECK (char_length(\(c)) BETWEEN 1 AND \(Self.longestText) AND \(c) !~ '^\\s|\\s$')"
        case .int: return "\(c) bigint\(notNull) CHECK (\(c) BETWEEN \(between))"
        case .decimal(let scale):
            // numeric(18, S) holds the digits; a range is a CHECK of its own.
            let (lower, upper) = (
                Self.decimalText(limits.lowerBound, scale: scale), Self.decimalText(limits.upperBound, scale: scale)
            )
            return "\(c) numeric(\(Self.decimalDigits), \(scale))\(notNull)"
                + (bounds == nil ? "" : " CHECK (\(c) BETWEEN \(lower) AND \(upper))")
        case .date: return "\(c) date\(notNull) CHECK (\(c) BETWEEN '0001-01-01' AND '9999-12-31')"
        case .time:
            return
                "\(c) timestamptz\(notNull) CHECK (\(c) BETWEEN '0001-01-01 00:00:00+00' AND '9999-12-31 23:59:59+00' "
                + "AND \(c) = date_trunc('second', \(c)))"
        case .bool: return "\(c) boolean\(notNull)"
        case .choice: return "\(c) text\(notNull) CHECK (\(c) IN (\(quotedCases)))"
        case .reference: return "\(c) bigint\(notNull) CHECK (\(c) > 0)"
        }
    }
}
