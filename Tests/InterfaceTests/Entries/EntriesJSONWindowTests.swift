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
        FieldValueViewModel(name: "email", value: .empty),
    ]
    static let row = EntryRowViewModel(
        number: 11, cells: [], typed: [], age: "now", id: 40, createdAt: Date(timeIntervalSince1970: 0), values: values)
    static let list = EntriesViewModel(
        title: "Orders", headings: [], rows: [row], emptyText: "", positionText: "11–11 of 11", offset: 10, total: 11)

    @Test func theListGivesThePageAndEveryValueTyped() throws {
        let window = EntriesJSONWindow(feature: "orders")
        window.showEntries(Self.list)
        window.showScreen(.list)
        let frame = try window.jsonFrame()
        #expect(frame["feature"] as? String == "orders")
        #expect(frame["screen"] as? String == "list")
        #expect(frame["page"] as? [String: Int] == ["offset": 10, "total": 11])
        #expect(frame["entry"] is NSNull && frame["problem"] is NSNull)
        let entry = try #require((frame["entries"] as? [[String: Any]])?.first)
        #expect(entry["id"] as? Int == 40 && entry["number"] as? Int == 11)
        #expect(entry["added"] as? String == "1970-01-01T00:00:00Z")
        let fields = try #require(entry["fields"] as? [String: Any])
        #expect(fields["note"] as? String == "tea \u{1B}[31m")
        #expect((fields["qty"] as? NSNumber)?.int64Value == -3)
        #expect(fields["total"] as? String == "12.50")
        #expect(fields["due"] as? String == "2026-02-28")
        #expect(fields["at"] as? String == "2026-03-10T10:00:00Z")
        // A flag is JSON's false, not 0, which Foundation would read back as the same number.
        #expect(window.frame(width: 20)[0].contains(#""paid":false"#))
        #expect(fields["status"] as? String == "open")
        let client = try #require(fields["client"] as? [String: Any])
        #expect(client.count == 2 && client["id"] as? Int == 12 && client["label"] as? String == "Ada")
        let agent = try #require(fields["agent"] as? [String: Any])
        #expect(agent.count == 2 && agent["id"] as? Int == 7 && agent["missing"] as? Bool == true)
        #expect(fields["email"] is NSNull)
    }

    @Test func theDetailScreenGivesTheOpenEntryAndTheListItsProblem() throws {
        let window = EntriesJSONWindow(feature: "orders")
        window.showEntries(Self.list)
        window.showEntry(
            EntryDetailViewModel(
                number: 11, heading: "", fields: [], added: "", id: 40, createdAt: Date(timeIntervalSince1970: 0),
                values: Self.values))
        window.showScreen(.detail)
        let detail = try window.jsonFrame()
        #expect(detail["screen"] as? String == "detail")
        #expect((detail["entry"] as? [String: Any])?["id"] as? Int == 40)
        window.showScreen(.list)
        window.showEntriesUnavailable("the store is away")
        let list = try window.jsonFrame()
        #expect(list["entry"] is NSNull)
        #expect(list["problem"] as? String == "the store is away")
    }
}
