import Application
import Domain
import Foundation
import Testing

/// What the view models carry beside their words, for the JSON view: each
/// entry's id and time, the page's place, and every value typed by its
/// field, a reference with its label as read, or missing once it has gone.
@Suite struct EntryValuesTests {
    struct BillFields: EntryFields {
        static let singular = "bill", plural = "bills"
        let client = FieldKey<EntryID>("client", .reference("client"))
        let total = FieldKey<ExactDecimal>("total", .decimal(digits: 8, scale: 2))
        let due = FieldKey<CalendarDay?>("due", .date)
        let paid = FieldKey<Bool>("paid", .bool)
        let count = FieldKey<Int64>("count", .int(0...9))
    }

    typealias Bill = Entry<Draft<BillFields>>
    nonisolated static let now = Date(timeIntervalSince1970: 1_773_136_800)

    func bill(_ id: Int64, client: Int64) throws -> Bill {
        let values = FieldValues(
            Draft<BillFields>.fields,
            [
                "client": .reference(EntryID(client)), "total": .decimal(ExactDecimal(units: 1250, scale: 2)),
                "paid": .bool(true), "count": .int(3),
            ])
        return Bill(id: id, version: 1, createdAt: Self.now, draft: try Draft<BillFields>(values))
    }

    @Test func rowsAndTheDetailCarryTheIdAndEveryValueTyped() throws {
        var presentation = EntryPresentation<Draft<BillFields>>(pageSize: 2, now: { Self.now })
        let labels = ReferenceLabels(["client": [EntryID(4): "Ada"]])
        presentation.show(
            EntryPage(entries: [try bill(40, client: 4), try bill(41, client: 5)], offset: 2, total: 4), labels: labels)
        let list = presentation.viewModel
        #expect(list.offset == 2 && list.total == 4)
        #expect(list.rows.map(\.id) == [40, 41])
        #expect(list.rows.map(\.createdAt) == [Self.now, Self.now])
        #expect(
            list.rows[0].values == [
                FieldValueViewModel(name: "client", value: .reference(id: 4, label: "Ada")),
                FieldValueViewModel(name: "total", value: .decimal("12.50")),
                FieldValueViewModel(name: "due", value: .empty),
                FieldValueViewModel(name: "paid", value: .flag(true)),
                FieldValueViewModel(name: "count", value: .number(3)),
            ])
        #expect(list.rows[1].values[0] == FieldValueViewModel(name: "client", value: .missingReference(id: 5)))
        let detail = presentation.detail(of: try bill(41, client: 4), number: 4, labels: labels)
        #expect(detail.id == 41 && detail.createdAt == Self.now)
        #expect(detail.values.map(\.value) == list.rows[0].values.map(\.value))
    }

    @Test func aReferenceWhoseLabelsWereNotReadIsNotCalledMissing() throws {
        var presentation = EntryPresentation<Draft<BillFields>>(now: { Self.now })
        presentation.show(EntryPage(entries: [try bill(1, client: 4)], offset: 0, total: 1))
        #expect(presentation.viewModel.rows[0].values[0].value == .reference(id: 4, label: nil))
    }
}
