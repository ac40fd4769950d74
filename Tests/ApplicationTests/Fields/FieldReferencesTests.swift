import Application
import Domain
import Testing

/// How a reference field's typed text becomes an id, and how a page's ids
/// become labels: by the other feature's entries, asked through the port.
@Suite struct FieldReferencesTests {
    /// Another feature's entries, answered from a list, counting the calls made.
    actor Contacts: ReferencedEntries {
        let entries: [EntryLabel]
        private(set) var calls = 0

        init(_ labels: [String]) {
            entries = labels.enumerated().map { EntryLabel(id: EntryID(Int64($0.offset + 1)), label: $0.element) }
        }

        func labels(of ids: Set<EntryID>) -> [EntryID: String] {
            calls += 1
            return Dictionary(uniqueKeysWithValues: entries.filter { ids.contains($0.id) }.map { ($0.id, $0.label) })
        }

        func entries(startingWith prefix: String, limit: Int) -> [EntryLabel] {
            calls += 1
            let found = entries.filter { EntryLabel.label($0.label, startsWith: prefix) }
            return Array(EntryLabel.ordered(found, for: prefix).prefix(limit))
        }
    }

    let fields = [Field("customer", .reference("contact"), isOptional: true), Field("note", .text(maximumLength: 9))]

    private func resolved(_ text: String, among contacts: Contacts) async throws -> String? {
        let input = FieldInput([("customer", text), ("note", "hi")])
        return try await FieldReferences(["customer": contacts]).resolving(input, for: fields).texts["customer"]
    }

    @Test func anIDOrTheStartOfExactlyOneLabelNamesTheEntry() async throws {
        let contacts = Contacts(["Ada Lovelace", "Grace Hopper", "Alan Turing"])
        #expect(try await resolved("#2", among: contacts) == "#2")
        #expect(try await resolved("gra", among: contacts) == "#2")
        #expect(try await resolved("Alan", among: contacts) == "#3")
        #expect(try await resolved("", among: contacts) == "", "an optional field typed empty is cleared")
    }

    /// A picker's list: the entries whose label starts with the search, in
    /// label order, up to the limit, in one call; none for another field.
    @Test func aPickerListsTheEntriesALabelStartsInOneCall() async throws {
        let contacts = Contacts(["Ada Lovelace", "Grace Hopper", "Ada Byron", "Alan Turing", "Adam Smith"])
        let references = FieldReferences(["customer": contacts])
        let found = try await references.candidates(for: "customer", startingWith: " ad", limit: 5)
        #expect(found.map(\.description) == ["Ada Byron #3", "Ada Lovelace #1", "Adam Smith #5"])
        #expect(found.map(\.typed) == ["#3", "#1", "#5"])
        #expect(try await references.candidates(for: "customer", startingWith: "", limit: 2).count == 2)
        let spaced = try await references.candidates(for: "customer", startingWith: " Ada ", limit: 5)
        #expect(spaced.map(\.label) == ["Ada Byron", "Ada Lovelace"], "a space after a word is typed, not trimmed")
        #expect(try await references.candidates(for: "note", startingWith: "", limit: 5).isEmpty)
        #expect(await contacts.calls == 3)
    }

    @Test func aLabelOfSeveralEntriesIsRefusedListingThem() async throws {
        let contacts = Contacts(["Ada Lovelace", "Ada Byron", "Alan Turing"])
        await #expect(
            throws: FieldError("customer", .severalEntries("ada", "contact", ["Ada Byron #2", "Ada Lovelace #1"]))
        ) {
            try await resolved("ada", among: contacts)
        }
        let many = Contacts((1...9).map { "Sam \($0)" })
        await #expect(
            throws: FieldError(
                "customer", .severalEntries("sam", "contact", (1...5).map { "Sam \($0) #\($0)" } + ["…"]))
        ) {
            try await resolved("sam", among: many)
        }
    }

    @Test func aWholeLabelNamesItsEntryWhereItStartsLongerOnes() async throws {
        let contacts = Contacts(["Ada Lovelace", "Ada", "Ada Byron"])
        #expect(try await resolved("ada", among: contacts) == "#2")
    }

    /// Upper case comes first by bytes: six ADAMs would fill the candidates
    /// fetched, and Ada be refused as starting them. A whole label comes first.
    @Test func aWholeLabelNamesItsEntryHoweverManyLongerOnesItStarts() async throws {
        let contacts = Contacts((1...6).map { "ADAM\($0)" } + ["Ada"])
        #expect(try await resolved("Ada", among: contacts) == "#7")
        let twice = Contacts((1...6).map { "ADAM\($0)" } + ["Ada", "ada"])
        let candidates = ["Ada #7", "ada #8", "ADAM1 #1", "ADAM2 #2", "ADAM3 #3", "…"]
        await #expect(throws: FieldError("customer", .severalEntries("ADA", "contact", candidates))) {
            try await resolved("ADA", among: twice)
        }
    }

    /// The rule every field keeps: a field typed twice, or a label ending in an invisible character, is refused;
    /// a name that is no field or typed twice is named before any label is looked up, an unknown name first.
    @Test func aReferenceTypedTwiceOrEndingInAnInvisibleCharacterIsRefused() async throws {
        let references = FieldReferences(["customer": Contacts(["Ada"])])
        let twice = FieldInput([("customer", "Ada"), ("customer", "#1")])
        await #expect(throws: FieldError("customer", .typedTwice)) {
            try await references.resolving(twice, for: fields)
        }
        #expect(throws: FieldError("customer", .typedTwice)) { try twice.values(for: fields) }
        await #expect(throws: FieldError("customer", .invisibleAtEnd("\u{200B}"))) {
            try await references.resolving(FieldInput([("customer", "Ada\u{200B}")]), for: fields)
        }
        await #expect(throws: FieldError("note", .typedTwice)) {
            try await references.resolving(
                FieldInput([("note", "a"), ("note", "b"), ("customer", "Zed")]), for: fields)
        }
        let bogus = FieldInput([("customer", "Zed"), ("bogus", "1"), ("bogus", "2")])
        await #expect(throws: FieldError("bogus", .unknown(["customer", "note"]))) {
            try await references.resolving(bogus, for: fields)
        }
        #expect(throws: FieldError("bogus", .unknown(["customer", "note"]))) { try bogus.values(for: fields) }
    }

    @Test func anIDOrALabelOfNoEntryIsRefused() async throws {
        let contacts = Contacts(["Ada Lovelace"])
        await #expect(throws: FieldError("customer", .noSuchEntry("#7", "contact"))) {
            try await resolved("#7", among: contacts)
        }
        await #expect(throws: FieldError("customer", .noSuchEntry("Zed", "contact"))) {
            try await resolved("Zed", among: contacts)
        }
        #expect(FieldError("customer", .noSuchEntry("Zed", "contact")).description == "customer: no contact is 'Zed'")
        let long = String(repeating: "Z", count: 50)
        await #expect(
            throws: FieldError("customer", .noSuchEntry(String(repeating: "Z", count: 40) + "…", "contact")),
            "a refusal quotes what was typed, cut to the line limit"
        ) {
            try await resolved(long, among: contacts)
        }
    }

    /// One call for the whole page, however many rows name an entry; one gone shows as missing.
    @Test func aPagesLabelsAreOneCallAndAMissingEntryShowsAsMissing() async throws {
        let contacts = Contacts(["Ada Lovelace", "Grace Hopper"])
        let rows =
            [1, 2, 2, 9].map { FieldValues(fields, ["customer": .reference(EntryID($0))]) }
            + [FieldValues(fields, [:])]
        let labels = try await FieldReferences(["customer": contacts]).labels(for: rows)
        #expect(await contacts.calls == 1)
        #expect(labels.text(for: .reference(EntryID(2)), of: "customer") == "Grace Hopper")
        #expect(labels.text(for: .reference(EntryID(9)), of: "customer") == "#9 (missing)")
        #expect(labels.text(for: .text("x"), of: "note") == nil)
    }
}
