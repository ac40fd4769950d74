import Domain

extension EntryRefusal {
    /// The step of an adding action that adds the feature's own entry (`EntryService.add(_:by:in:alongside:)`).
    static var addStep: String { "add the \(Draft.singular)" }

    /// A unit of work's failure. A broken rule of this feature's own field,
    /// or a duplicate its add met, keeps its case, so a form shows it beside
    /// the field; anything else, another feature's failure included, is worded
    /// after the step that failed, never in this feature's nouns.
    init(_ failure: UnitOfWorkError) {
        let own = Set(Draft.fields.map(\.name))
        let step = failure.step
        switch failure.reason {
        case let error as FieldError where own.contains(error.field):
            self = .invalidField(error)
        case EntryStoreError.duplicate(let field, let value) where step == Self.addStep && own.contains(field):
            self = .duplicate(field: field, value: value)
        case EntryStoreError.notFound: self = .stepFailed(step, "it is no longer there")
        case EntryStoreError.changedElsewhere: self = .stepFailed(step, "it changed elsewhere meanwhile")
        case EntryStoreError.duplicate(let field, let value):
            self = .stepFailed(step, "another has \(field) '\(value)'")
        case EntryStoreError.referredTo(_, let referrers):
            self = .stepFailed(step, Referrers.sentence(referrers, to: "entry") + ", so it was kept")
        default: self = .stepFailed(step, String(describing: failure.reason))
        }
    }
}
