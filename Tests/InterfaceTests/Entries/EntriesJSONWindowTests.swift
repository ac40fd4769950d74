import Application
import Foundation
import Interface
import Testing

/// A feature's frame in JSON: the page, each entry by id, and every field
/// by its kind's JSON type, never by the words the text views show.
@Suite struct EntriesJSONWindowTests {
    static let values = [
        FieldValueViewModel(name: "note", value: .text("tea \u{1B}[31m")),
        FieldValueViewModel(name: "qty", value: .number(-3)),
        FieldValueViewModel(name: "total", value: .decimal("12.50")),
        FieldValueViewModel(name: "due", value: .day("2026-02-28")),
        FieldValueViewModel(name: "at", value: .time(Date(timeIntervalSince1970: 1_773_136_800))),
        FieldValueViewModel(name: "paid", value: .flag(false)),
        FieldValueViewModel(name: "status", value: .choice("open")),
        FieldValueViewModel(name: "client", value: .reference(id: 12, label: "Ada")),
        FieldValueViewModel(name: "agent", value: .missingReference(id: 7)),
        FieldValueViewModel(name: "owner", value: .reference(id: 3, label: nil)),
        FieldValueViewModel(name: "email", value: .empty),
    ]
    static let entry =
        #"{"id":40,"number":11,"added":"1970-01-01T00:00:00Z","fields":{"note":"tea \u001b[31m","qty":-3,"#
        + #""total":"12.50","due":"2026-02-28","at":"2026-03-10T10:00:00Z","paid":false,"status":"open","#
        + #""client":{"id":12,"label":"Ada"},"agent":{"id":7,"missing":true},"owner":{"id":3},"email":null}}"#

    let window = EntriesJSONWindow(feature: "orders")

    init() {
        window.showEntries(
            EntriesViewModel(
                title: "Orders", headings: [],
                rows: [
                    EntryRowViewModel(
                        number: 11, cells: [], typed: [], age: "now", id: 40, createdAt: Date(timeIntervalSince1970: 0),
                        values: Self.values)
                ], emptyText: "", positionText: "11–11 of 11", offset: 10, total: 11))
    }

    @Test func theListGivesThePageAndEveryValueTyped() {
        window.showScreen(.list)
        #expect(
            window.frame(width: 20) == [
                #"{"feature":"orders","screen":"list","page":{"offset":10,"total":11},"entries":["# + Self.entry
                    + #"],"entry":null,"problem":null}"#
            ])
    }

    @Test func theDetailScreenGivesTheOpenEntryAndTheListItsProblem() throws {
        window.showEntry(
            EntryDetailViewModel(
                number: 11, heading: "", fields: [], added: "", id: 40, createdAt: Date(timeIntervalSince1970: 0),
                values: Self.values))
        window.showScreen(.detail)
        #expect((try window.jsonFrame()["entry"] as? [String: Any])?["id"] as? Int == 40)
        window.showScreen(.list)
        window.showEntriesUnavailable("the store is away")
        #expect(window.frame(width: 20).first?.hasSuffix(#""entry":null,"problem":"the store is away"}"#) == true)
    }
}
