import Application
import Foundation

// The text views' tests give view models their words alone: these fill the
// ids and typed values, which only the JSON view reads, with the same stand-ins.

extension EntriesViewModel {
    init(title: String, headings: [String], rows: [EntryRowViewModel], emptyText: String, positionText: String) {
        self.init(
            title: title, headings: headings, rows: rows, emptyText: emptyText, positionText: positionText, offset: 0,
            total: rows.count)
    }
}

extension EntryRowViewModel {
    init(number: Int, cells: [String], typed: [String], age: String) {
        self.init(
            number: number, cells: cells, typed: typed, age: age, id: Int64(number),
            createdAt: Date(timeIntervalSince1970: 0),
            values: [])
    }
}

extension EntryDetailViewModel {
    init(number: Int, heading: String, fields: [FieldText], added: String) {
        self.init(
            number: number, heading: heading, fields: fields, added: added, id: Int64(number),
            createdAt: Date(timeIntervalSince1970: 0), values: [])
    }
}
