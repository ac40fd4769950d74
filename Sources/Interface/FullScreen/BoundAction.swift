/// A key's action with the feature's intent type erased and its flow bound
/// in: what the full-screen shell carries out. Each step returns nil when
/// done, or the one line saying why it was refused.
indirect enum BoundAction {
    case run(() async -> String?)
    case prompt(label: String, submit: (String) async -> String?, cancel: (() async -> String?)?)
    case confirm(question: String, action: BoundAction)

    /// `action` bound to `perform`; nil when it needs a row under the cursor and there is none.
    init?<Intent>(
        _ action: KeyAction<Intent>, selected: Int?, perform: @escaping (Intent) async -> String?
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
            guard let bound = BoundAction(inner, selected: selected, perform: perform) else { return nil }
            self = .confirm(question: question, action: bound)
        }
    }
}
