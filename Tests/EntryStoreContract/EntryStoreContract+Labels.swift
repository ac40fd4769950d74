import Application
import Domain
import Testing

/// What another feature's reference asks of every store: the labels of the
/// entries it names, and the entries a typed label starts. The label is the
/// first field; a reference needs it to be text.
extension EntryStoreContract {
    var labelIsText: Bool {
        if case .text = fields[0].kind { true } else { false }
    }

    func labelsAreTheFirstFieldOfTheIDsThatExist(_ store: any EntryStore<Draft>) async throws {
        let first = try await store.add(try draft(1), at: start)
        let second = try await store.add(try draft(2), at: start)
        let labels = try await store.labels(of: [EntryID(first.id), EntryID(second.id), EntryID(second.id + 1)])
        #expect(labels == [EntryID(first.id): first.draft.values.label, EntryID(second.id): second.draft.values.label])
        #expect(try await store.labels(of: []).isEmpty)
    }

    /// ASCII letters match in either case, and only they; `%` and `_` are the characters they are.
    func aLabelsStartFindsItsEntriesInLabelOrder(_ store: any EntryStore<Draft>) async throws {
        var added: [String: Int64] = [:]
        let texts = ["Ada Lovelace", "ada byron", "Alan Turing", "100% Ada", "1_0 Ada", "Émile Zola"]
        for (number, text) in texts.enumerated() {
            added[text] = try await store.add(try draft(fields[0], .text(text), number), at: start).id
        }
        let found = { (prefix: String, limit: Int) in
            try await store.entries(startingWith: prefix, limit: limit).map(\.label)
        }
        #expect(try await found("ADA", 10) == ["Ada Lovelace", "ada byron"].sorted())
        #expect(try await found("a", 2).count == 2)
        #expect(try await found("100%", 10) == ["100% Ada"])
        #expect(try await found("1_", 10) == ["1_0 Ada"])
        #expect(try await found("10_", 10).isEmpty)
        #expect(try await found("émile", 10).isEmpty, "the engines' own case rules differ beyond ASCII")
        #expect(try await found("Émile", 10) == ["Émile Zola"])
        #expect(
            try await store.entries(startingWith: "Alan", limit: 5) == [
                EntryLabel(id: EntryID(added["Alan Turing"] ?? 0), label: "Alan Turing")
            ])
    }

    /// A whole label comes first, ASCII case ignored, however many longer
    /// ones it starts: in byte order upper case comes first, and "ADAM1"…
    /// "ADAM6" would fill a short list and leave "Ada" unreachable.
    func aWholeLabelIsListedFirstWhateverElseItStarts(_ store: any EntryStore<Draft>) async throws {
        for (number, text) in ((1...6).map({ "ADAM\($0)" }) + ["Ada"]).enumerated() {
            try await store.add(try draft(fields[0], .text(text), number), at: start)
        }
        let found = try await store.entries(startingWith: "ada", limit: 6).map(\.label)
        #expect(found == ["Ada"] + (1...5).map { "ADAM\($0)" })
    }
}
