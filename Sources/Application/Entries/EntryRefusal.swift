public import Domain

/// Why `EntryFlow` did not carry out an intent, worded with what the feature
/// calls one entry.
public enum EntryRefusal<Draft: EntryDraft>: Refusal {
    case lastPage
    case firstPage
    /// No row of the page on screen shows this number.
    case noSuchNumber(Int)
    /// The feature has no action of this word.
    case noSuchAction(String)
    /// It was there when the list was drawn; another process has removed it since.
    case gone
    /// Another process edited it since the list was drawn; the edit was not made.
    case changedElsewhere
    /// Entries of other features name it, so it was not deleted: how many of each.
    case referred([Referrers])
    /// A field breaks its rule, which says which field and why in its own words.
    case invalidField(FieldError)
    /// Another entry holds this value of a unique field: the field, and the value as written.
    case duplicate(field: String, value: String)
    /// The store could not do it; its own one-line reason.
    case storeFailed(String)
    /// A step of a unit of work across features failed, for a reason no
    /// other case stands for: the step's name, and the reason's one line.
    case stepFailed(String, String)

    /// Sorts what a service call threw into the case it stands for.
    public init(_ error: any Error) {
        switch error {
        case let failure as UnitOfWorkError: self = Self(failure)
        case let error as FieldError: self = .invalidField(error)
        case EntryStoreError.notFound: self = .gone
        case EntryStoreError.changedElsewhere: self = .changedElsewhere
        case EntryStoreError.referredTo(_, let referrers): self = .referred(referrers)
        case EntryStoreError.duplicate(let field, let value): self = .duplicate(field: field, value: value)
        default: self = .storeFailed(String(describing: error))
        }
    }

    public var message: String {
        let entry = Draft.singular
        return switch self {
        case .lastPage: "this is the last page"
        case .firstPage: "this is the first page"
        // Words for either view: a command or a key is the view's to name.
        case .noSuchNumber(let number): "there is no \(entry) \(number) on this page"
        case .noSuchAction(let command): "there is no '\(command)' for \(Draft.plural)"
        case .gone: "that \(entry) is no longer there"
        case .changedElsewhere: "that \(entry) changed elsewhere since you opened it, so this edit was not saved"
        case .referred(let referrers): Referrers.sentence(referrers, to: entry) + ", so it was kept"
        case .invalidField(let error): error.description
        case .duplicate(let field, let value): "another \(entry) has \(field) '\(value)'"
        case .storeFailed(let reason): reason
        case .stepFailed(let step, let reason): "\(step): \(reason)"
        }
    }

    /// The field a form shows the refusal beside.
    public var field: String? {
        switch self {
        case .invalidField(let error): error.field
        case .duplicate(let field, _): field
        default: nil
        }
    }
}
