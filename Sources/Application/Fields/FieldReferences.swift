public import Domain
import Foundation

/// A feature's reference fields, each with the port to the entries it names:
/// what its service reads typed labels and a page's labels through. A
/// feature with no reference field has none and asks nothing.
public struct FieldReferences: Sendable {
    /// At most this many candidates are listed when a label starts several entries.
    static let candidatesShown = 5

    private let ports: [String: any ReferencedEntries]

    /// `ports` by field name; a field of another kind is ignored.
    public init(_ ports: [String: any ReferencedEntries] = [:]) {
        self.ports = ports
    }

    /// `input` with each reference field's text turned into the id it names:
    /// "#12" when entry 12 exists, or the start of exactly one entry's label.
    /// Throws the field's error when it names none, or several; first, before
    /// any label is looked up, `FieldValues.checkNames(_:of:)`'s, so a name
    /// mistyped or typed twice is the mistake named, whatever a label beside it finds.
    public func resolving(_ input: FieldInput, for fields: [Field]) async throws -> FieldInput {
        try FieldValues.checkNames(input.pairs.map(\.name), of: fields)
        var pairs = input.pairs
        for field in fields {
            guard case .reference(let word) = field.kind, let port = ports[field.name],
                let index = pairs.firstIndex(where: { $0.name == field.name })
            else { continue }
            let typed: String
            do {
                typed = try TypedText.trimmed(pairs[index].text)
            } catch {
                throw FieldError(field.name, error)
            }
            guard !typed.isEmpty else { continue }
            pairs[index].text = try await id(typed, word: word, in: port, field: field.name).description
        }
        return FieldInput(pairs)
    }

    private func id(_ typed: String, word: String, in port: any ReferencedEntries, field: String) async throws
        -> EntryID
    {
        if let id = EntryID(typed: typed) {
            guard try await port.labels(of: [id])[id] != nil else {
                throw FieldError(field, .noSuchEntry(TypedText.shown(typed), word))
            }
            return id
        }
        let found = try await port.entries(startingWith: typed, limit: Self.candidatesShown + 1)
        // A whole label names its entry, even where it starts longer ones: "Ada" beside "Ada Lovelace".
        // The port lists whole labels first, so however many longer ones there are, it is found.
        let whole = found.filter { EntryLabel.asciiLowered($0.label) == EntryLabel.asciiLowered(typed) }
        switch (found.count, whole.count) {
        case (0, _): throw FieldError(field, .noSuchEntry(TypedText.shown(typed), word))
        case (1, _): return found[0].id
        case (_, 1): return whole[0].id
        default:
            let shown = found.prefix(Self.candidatesShown).map(\.description)
            throw FieldError(
                field, .severalEntries(TypedText.shown(typed), word, shown + (found.count > shown.count ? ["…"] : [])))
        }
    }

    /// Up to `limit` entries the reference field `field` may name whose
    /// label starts with `prefix`, a whole label first, then in label order:
    /// what a picker lists. None for a field that refers to nothing.
    public func candidates(for field: String, startingWith prefix: String, limit: Int) async throws -> [EntryLabel] {
        guard let port = ports[field] else { return [] }
        // Spaces before a label are no part of it; one after a word is: "Ada " finds no "Adam".
        return try await port.entries(startingWith: String(prefix.drop { $0 == " " }), limit: limit)
    }

    /// The labels of every entry `values` name, one call per reference
    /// field: what a page shows in place of ids.
    public func labels(for values: [FieldValues]) async throws -> ReferenceLabels {
        var labels: [String: [EntryID: String]] = [:]
        for (name, port) in ports {
            let ids = Set(values.compactMap { EntryID($0[name]) })
            labels[name] = ids.isEmpty ? [:] : try await port.labels(of: ids)
        }
        return ReferenceLabels(labels)
    }
}
