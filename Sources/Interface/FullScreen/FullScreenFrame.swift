import Foundation

/// What the full-screen shell draws: the feature's window, or the help
/// overlay, above one status row that holds a prompt, a question, the last
/// refusal, or the keys to get about.
enum FullScreenFrame {
    static func lines(for shell: FullScreenShell, width: Int, height: Int) -> [String] {
        let status = TextLayout.truncate(statusText(for: shell, width: width), to: width)
        let room = max(0, height - 1)
        guard let active = shell.active else { return Viewport.fit(head: [], body: [], tail: [status], height: height) }
        let feature = shell.features[active]
        if case .help = shell.mode {
            return Viewport.fit(head: [], body: help(for: feature, width: width), tail: [status], height: height)
        }
        if case .filling(let form) = shell.mode {
            let lines = form.lines(width: width)
            return Viewport.fit(
                head: Array(lines.prefix(1)), body: Array(lines.dropFirst()), tail: [status], height: height,
                focus: form.focusedLine..<(form.focusedLine + 1))
        }
        let screen: [String]
        if let window = feature.window as? any FullScreenWindow {
            screen = window.frame(width: width, height: room, selected: shell.selectedNumber)
        } else {
            screen = Viewport.fit(head: [], body: feature.window.frame(width: width), tail: [], height: room)
        }
        return Array((screen + [status]).prefix(height))
    }

    private static func statusText(for shell: FullScreenShell, width: Int) -> String {
        if let message = shell.message { return "error: " + SafeText.make(message) }
        switch shell.mode {
        case .editing(let label, let text, _, _):
            let head = "\(label): "
            return head + TextLayout.end(of: SafeText.make(text), fitting: width - TerminalCells.width(of: head) - 1)
                + "_"
        case .confirming(let question, _): return "\(question) (y/n)"
        case .filling(let form) where form.picker != nil: return "type to search  ↑ ↓ move  Enter picks  Esc back"
        case .filling: return "Tab ↑ ↓ move  Space toggles  Enter saves  Esc cancels"
        case .help: return "q quits; any other key closes this help"
        case .browsing: return tabsAndKeys(for: shell, width: width)
        }
    }

    /// The features' tabs, then the shell's keys, which always show, so a
    /// fork with many features can still find how to quit: where the names do
    /// not all fit, the other features show by number alone, and where even
    /// that does not fit, only the active one shows.
    private static func tabsAndKeys(for shell: FullScreenShell, width: Int) -> String {
        let keys = "? keys  q quit"
        func tab(_ index: Int, named: Bool) -> String {
            let label = named ? "\(index + 1) \(shell.features[index].name)" : "\(index + 1)"
            return index == shell.active ? "[\(label)]" : label
        }
        let indices = shell.features.indices
        let active = shell.active.map { [tab($0, named: true)] } ?? []
        let room = width - TerminalCells.width(of: keys) - 2
        let tabs =
            [indices.map { tab($0, named: true) }, indices.map { tab($0, named: $0 == shell.active) }]
            .first { TerminalCells.width(of: $0.joined(separator: "  ")) <= room } ?? active
        return (tabs + [keys]).joined(separator: "  ")
    }

    private static func help(for feature: Feature, width: Int) -> [String] {
        let keys = feature.keys + FullScreenShell.shellKeys
        let column = (keys.map(\.label.count).max() ?? 0) + 2
        func line(_ help: KeyHelp) -> String {
            TextLayout.truncate(
                "  " + help.label.padding(toLength: column, withPad: " ", startingAt: 0) + help.summary, to: width)
        }
        let heading = { (text: String) in TextLayout.truncate(text, to: width) }
        return [heading("Keys for \(feature.name):")] + feature.keys.map(line) + [heading("Everywhere:")]
            + FullScreenShell.shellKeys.map(line)
    }
}
