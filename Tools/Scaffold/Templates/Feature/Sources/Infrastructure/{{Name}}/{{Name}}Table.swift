{{modules}}package import Domain
{{modules}}package import Infrastructure
package import {{Domain}}

extension EntryTable<Draft<{{Item}}Fields>> {
    package static let {{name}} = EntryTable(
        sqlite: #"""
            {{sqliteColumn}}
            """#,
        postgreSQL: #"""
            {{postgreSQLColumn}}
            """#,
{{unchanged}}        name: "{{table}}", versionedAs: "{{Name}}")
{{changed}}        name: "{{table}}", versionedAs: "{{Name}}",
{{changed}}        added: [
            {{#added}}
            // {{step}}: `{{field}}`, added by make field; {{addedRows}}.
            SchemaStep(
                sqlite: #"ALTER TABLE "{{table}}" ADD COLUMN {{sqliteAdded}}"#,
                postgreSQL: #"ALTER TABLE "{{table}}" ADD COLUMN {{postgreSQLAdded}}"#),
            {{/added}}
{{changed}}        ])
}
