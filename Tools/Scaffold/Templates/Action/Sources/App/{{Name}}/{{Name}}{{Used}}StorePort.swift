import Application
import Domain
{{modules}}import {{Application}}
{{usedModules}}import {{UsedDomain}}

/// {{Name}}' port to {{Used}}, answered from {{Used}}' service: App is the one
/// place that sees both. Called inside an action's unit of work, each call
/// joins it.
struct {{Name}}{{Used}}StorePort: {{Name}}{{Used}}Port {
    let service: EntryService<Draft<{{UsedItem}}Fields>>

    func {{usedItem}}(_ id: EntryID) async throws -> {{Item}}{{UsedItem}}Record? {
        guard let {{usedItem}} = try await service.entry(id.rawValue) else { return nil }
        let draft = {{usedItem}}.draft
        return {{Item}}{{UsedItem}}Record(
            {{usedArguments}}
    }

    /// Lays the record's fields over the {{usedItem}} as stored, so one {{Used}}
    /// gained after this port was written keeps its value.
    func save(_ {{usedItem}}: {{Item}}{{UsedItem}}Record) async throws {
        let id = {{usedItem}}.id.rawValue
        guard let stored = try await service.entry(id) else { throw EntryStoreError.notFound(id) }
        let values = stored.draft.values
            .setting(\{{UsedItem}}Fields.{{usedField}}, to: {{usedItem}}.{{usedField}})
        try await service.update(id, to: values, from: {{usedItem}}.version)
    }
}
