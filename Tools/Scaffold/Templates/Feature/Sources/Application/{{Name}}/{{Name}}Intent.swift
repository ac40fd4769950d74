{{modules}}public import Application
public import Domain

/// What a person can ask of the {{Name}} feature, as data: the flow carries
/// each one out, and the terminal's parser is only one way to make them.
public enum {{Name}}Intent: Equatable, Sendable {
    case showList
    case nextPage
    case previousPage
    /// The fields as typed; one left out is empty.
    case add(FieldInput)
    /// `number` is the one shown beside it in the list.
    case show(number: Int)
    /// Changes the fields `changes` names, and leaves the others as shown.
    case edit(number: Int, changes: FieldInput)
    case delete(number: Int)
}

/// Why `{{Name}}Flow` did not carry out an intent.
public enum {{Name}}Refusal: Refusal {
    case lastPage
    case firstPage
    /// No row of the page on screen shows this number.
    case noSuchNumber(Int)
    /// It was there when the list was drawn; another process has removed it since.
    case gone
    /// Another process edited it since the list was drawn; the edit was not made.
    case changedElsewhere
    /// Entries of other features name it, so it was not deleted: how many of each.
    case referred([Referrers])
    /// A field breaks its rule, which says which field and why in its own words.
    case invalidField(FieldError)
    /// The store could not do it; its own one-line reason.
    case storeFailed(String)

    /// Sorts what a service call threw into the case it stands for.
    public init(_ error: any Error) {
        switch error {
        case let error as FieldError: self = .invalidField(error)
        case {{Name}}StoreError.notFound: self = .gone
        case {{Name}}StoreError.changedElsewhere: self = .changedElsewhere
        case {{Name}}StoreError.referredTo(_, let referrers): self = .referred(referrers)
        default: self = .storeFailed(String(describing: error))
        }
    }

    public var message: String {
        switch self {
        case .lastPage: "this is the last page"
        case .firstPage: "this is the first page"
        // Words for either view: a command or a key is the view's to name.
        case .noSuchNumber(let number): "there is no {{word}} \(number) on this page"
        case .gone: "that {{word}} is no longer there"
        case .changedElsewhere: "that {{word}} changed elsewhere since you opened it, so this edit was not saved"
        case .referred(let referrers): Referrers.sentence(referrers, to: "{{word}}") + ", so it was kept"
        case .invalidField(let error): error.description
        case .storeFailed(let reason): reason
        }
    }

    /// The field a form shows the refusal beside.
    public var field: String? {
        if case .invalidField(let error) = self { error.field } else { nil }
    }
}
