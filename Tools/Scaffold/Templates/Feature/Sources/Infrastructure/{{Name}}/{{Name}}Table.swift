{{modules}}package import Domain
{{modules}}package import Infrastructure
package import {{Domain}}

extension EntryTable<Draft<{{Item}}Fields>> {
    /// Where {{words}} are kept, versioned as "{{Name}}": each field's column on
    /// each engine, with a `CHECK` for what its kind promises.
    package static let {{name}} = EntryTable(
        name: "{{table}}", versionedAs: "{{Name}}",
        sqlite: #"""
            {{sqliteColumn}}
            """#,
        postgreSQL: #"""
            {{postgreSQLColumn}}
{{unchanged}}            """#)
{{changed}}            """#,
{{changed}}        added: [
            {{#added}}
            // {{step}}: `{{field}}`, added by make field; {{addedRows}}.
            SchemaStep(
                sqlite: #"ALTER TABLE "{{table}}" ADD COLUMN {{sqliteAdded}}"#,
                postgreSQL: #"ALTER TABLE "{{table}}" ADD COLUMN {{postgreSQLAdded}}"#),
            {{/added}}
{{changed}}        ])
}
