public import Domain

/// What {{Name}}' actions read and change of {{Used}}: a port {{Name}} owns, so
/// it never names {{Used}}' types. App answers it from {{Used}}' service,
/// inside the action's unit of work, so {{aUsedWord}} read here stays as read
/// until the action lands.
public protocol {{Name}}{{Used}}Port: Sendable {
    /// The {{usedWord}} `id` names, or nil when there is none.
    func {{usedItem}}(_ id: EntryID) async throws -> {{Item}}{{UsedItem}}Record?
    /// Saves `{{usedItem}}`'s fields, unless it changed since it was read.
    func save(_ {{usedItem}}: {{Item}}{{UsedItem}}Record) async throws
}
