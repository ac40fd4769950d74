extension FullScreenShell {
    /// The shell's own keys, for the help overlay; every other key is the feature's.
    static let shellKeys = [
        KeyHelp("↑ ↓  k j", "move the cursor"),
        KeyHelp("Home End", "first or last row"),
        KeyHelp("Tab  1–9", "next feature, or feature N"),
        KeyHelp("?", "show or hide these keys"),
        KeyHelp("q  Ctrl-C", "quit"),
        KeyHelp("Ctrl-Z", "suspend; fg resumes"),
    ]

    func handle(_ key: Key) async {
        message = nil
        switch key {
        case .control("c"): quits = true
        case .control("z"):
            await output.suspend()
            redrawAll()
        default:
            switch mode {
            case .browsing: await browse(key)
            case .editing(let label, let text, let submit, let cancel):
                await edit(key, label: label, text: text, submit: submit, cancel: cancel)
            case .confirming(let question, let action):
                mode = .browsing
                if key == .character("y") || key == .character("Y") {
                    await carry(action)
                } else if key != .character("n") && key != .character("N") && key != .escape {
                    mode = .confirming(question: question, action: action)
                }
            case .filling(let form): await fill(form, key)
            case .help:
                mode = .browsing
                if key == .character("q") { quits = true }
            }
        }
    }

    private func browse(_ key: Key) async {
        switch key {
        case .character("q"), .control("d"): quits = true
        case .character("?"): mode = .help
        case .tab: await switchTo(((active ?? -1) + 1) % max(1, features.count))
        case .up, .character("k"): moveCursor { $0 - 1 }
        case .down, .character("j"): moveCursor { $0 + 1 }
        case .home: moveCursor { _ in 0 }
        case .end: moveCursor { _ in Int.max }
        case .character(let digit) where ("1"..."9").contains(digit):
            guard let number = digit.wholeNumberValue, number <= features.count else { return }
            await switchTo(number - 1)
        default:
            guard let active, let action = features[active].action(key, selectedNumber) else { return }
            await carry(action)
        }
    }

    private func edit(
        _ key: Key, label: String, text: String, submit: @escaping (String) async -> String?,
        cancel: (() async -> String?)?
    ) async {
        var text = text
        switch key {
        case .enter:
            mode = .browsing
            // A refused text stays in the prompt, with the reason above it, to be mended.
            if let refusal = await submit(text) {
                message = refusal
                mode = .editing(label: label, text: text, submit: submit, cancel: cancel)
            }
            return
        case .escape:
            mode = .browsing
            if let cancel { message = await cancel() }
            return
        case .control("d") where text.isEmpty:
            quits = true
            return
        default: _ = TypedLine.type(key, into: &text)
        }
        mode = .editing(label: label, text: text, submit: submit, cancel: cancel)
    }

    private func fill(_ form: FieldForm, _ key: Key) async {
        var form = form
        switch form.press(key) {
        case .stay: mode = .filling(form)
        case .search:
            await form.search()
            mode = .filling(form)
        case .cancel: mode = .browsing
        case .save:
            // A refusal that names a field keeps the form open with what was typed, to be mended;
            // one that names none, such as an edit made elsewhere first, closes it, as retrying cannot help.
            form.refusal = await form.submit(form.input)
            mode = form.refusal?.field == nil ? .browsing : .filling(form)
            if form.refusal?.field == nil { message = form.refusal?.message }
        }
    }

    private func carry(_ action: BoundAction) async {
        switch action {
        case .run(let run): message = await run()
        case .prompt(let label, let submit, let cancel):
            mode = .editing(label: label, text: "", submit: submit, cancel: cancel)
        case .confirm(let question, let action): mode = .confirming(question: question, action: action)
        case .form(let form): mode = .filling(form)
        }
    }

    private func switchTo(_ index: Int) async {
        guard features.indices.contains(index) else { return }
        await show(index)
    }

    private func moveCursor(_ move: (Int) -> Int) {
        guard let active, let window = features[active].window as? any FullScreenWindow else { return }
        let count = window.selectableNumbers.count
        guard count > 0 else { return }
        cursors[active] = max(0, min(count - 1, move(min(cursors[active] ?? 0, count - 1))))
    }
}
