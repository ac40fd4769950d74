package import ContactsDomain
package import Domain
package import Infrastructure

extension EntryTable<Draft<ContactFields>> {
    package static let contacts = EntryTable(
        sqlite: #"""
            "name" TEXT NOT NULL CHECK (typeof("name") = 'text' AND length("name") BETWEEN 1 AND 200 AND instr("name", char(0)) = 0 AND "name" = trim("name", ' ' || char(9, 10, 11, 12, 13))),
            "email" TEXT CHECK ("email" IS NULL OR (typeof("email") = 'text' AND length("email") BETWEEN 1 AND 200 AND instr("email", char(0)) = 0 AND "email" = trim("email", ' ' || char(9, 10, 11, 12, 13)))),
            "phone" TEXT CHECK ("phone" IS NULL OR (typeof("phone") = 'text' AND length("phone") BETWEEN 1 AND 200 AND instr("phone", char(0)) = 0 AND "phone" = trim("phone", ' ' || char(9, 10, 11, 12, 13)))),
            "birthday" TEXT CHECK ("birthday" IS NULL OR ("birthday" IS date("birthday") AND "birthday" >= '0001-01-01')),
            """#,
        postgreSQL: #"""
            "name" text NOT NULL CHECK (char_length("name") BETWEEN 1 AND 200 AND "name" !~ '^\s|\s$'),
            "email" text CHECK (char_length("email") BETWEEN 1 AND 200 AND "email" !~ '^\s|\s$'),
            "phone" text CHECK (char_length("phone") BETWEEN 1 AND 200 AND "phone" !~ '^\s|\s$'),
            "birthday" date CHECK ("birthday" BETWEEN '0001-01-01' AND '9999-12-31'),
            """#,
        name: "contacts", versionedAs: "Contacts")
}
