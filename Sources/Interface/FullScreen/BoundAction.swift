/// A key's action with the feature's intent type erased and its flow bound
/// in: what the full-screen shell carries out. Each step returns nil when
/// done, or the one line saying why it was refused.
indirect enum BoundAction {
    case run(() async -> String?)
    case prompt(label: String, submit: (String) async -> String?, cancel: (() async -> String?)?)
    case confirm(question: String, action: BoundAction)
    case form(FieldForm)

    /// `action` bound to `perform`; nil when it needs a row under the cursor and
    /// there is none. A form sends through `fill`, whose refusal names its field,
    /// and its pickers list what `candidates` finds.
    init?<Intent>(
        _ action: KeyAction<Intent>, selected: Int?, window: any FeatureWindow,
        perform: @escaping (Intent) async -> String?, fill: @escaping (Intent) async -> FieldForm.Refusal?,
        candidates: @escaping (String, String) async throws -> [ReferencePicker.Entry]
    ) {
        switch action {
        case .intent(let intent):
            self = .run { await perform(intent) }
        case .selected(let make):
            guard let selected else { return nil }
            self = .run { await perform(make(selected)) }
        case .prompt(let label, let submit, let cancel):
            self = .prompt(
                label: label, submit: { await perform(submit($0)) },
                cancel: cancel.map { intent in { await perform(intent) } })
        case .confirm(let question, let inner):
            guard
                let bound = BoundAction(
                    inner, selected: selected, window: window, perform: perform, fill: fill, candidates: candidates)
            else { return nil }
            self = .confirm(question: question, action: bound)
        case .form(let request):
            let number = request.editing ? selected : nil
            if request.editing && number == nil { return nil }
            let texts = number.map { (window as? any FullScreenWindow)?.typedFields(of: $0) ?? [] } ?? []
            self = .form(
                FieldForm(title: request.title, fields: request.fields, texts: texts, candidates: candidates) { input in
                    await fill(request.submit(number, input))
                })
        }
    }
}
