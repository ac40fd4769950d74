import Domain

extension FieldValueViewModel {
    /// Every field of `values`, in the fields' order, with the labels `labels` read for its references.
    static func all(_ values: FieldValues, labels: ReferenceLabels) -> [FieldValueViewModel] {
        values.fields.map { field in
            FieldValueViewModel(name: field.name, value: Value(values[field.name], labels: labels.of(field.name)))
        }
    }
}

extension FieldValueViewModel.Value {
    init(_ value: FieldValue?, labels: [EntryID: String]?) {
        switch value {
        case nil: self = .empty
        case .text(let text)?: self = .text(text)
        case .choice(let text)?: self = .choice(text)
        case .int(let number)?: self = .number(number)
        case .decimal(let number)?: self = .decimal(number.description)
        case .date(let day)?: self = .day(day.description)
        case .time(let date)?: self = .time(date)
        case .bool(let flag)?: self = .flag(flag)
        case .reference(let id)?:
            guard let labels else {
                self = .reference(id: id.rawValue, label: nil)
                return
            }
            self = labels[id].map { .reference(id: id.rawValue, label: $0) } ?? .missingReference(id: id.rawValue)
        }
    }
}
