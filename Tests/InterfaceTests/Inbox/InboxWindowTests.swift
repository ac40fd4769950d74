import Application
import Interface
import Testing

@Suite struct InboxWindowTests {
    func window(screen: InboxScreen = .conversation) -> InboxWindow {
        let window = InboxWindow(style: .plain)
        window.showInbox(Samples.inbox)
        window.showConversation(Samples.conversation)
        window.showScreen(screen)
        return window
    }

    @Test func wideWindowsShowListAndConversationSideBySide() {
        let frame = window().frame(width: 100)
        #expect(frame[0].hasPrefix("Inbox"))
        #expect(frame[0].hasSuffix("1–3 of 3"))
        #expect(
            frame[2]
                == ">  1 Alex Morgan (1)          10:00 AM │ Alex Morgan                                        1 unread"
        )
        #expect(frame.last == "Type 'help' for commands.")
        #expect(frame.allSatisfy { TerminalCells.width(of: $0) <= 100 })
    }

    @Test func narrowWindowsShowOnlyTheCurrentScreen() {
        let conversation = window(screen: .conversation).frame(width: 60)
        #expect(conversation[2].hasPrefix("Alex Morgan"))
        #expect(!conversation.contains { $0.contains("山田") })
        let list = window(screen: .list).frame(width: 60)
        #expect(list[2].hasPrefix(">  1 Alex Morgan (1)"))
        #expect(!list.contains { $0.contains("The café") })
    }

    @Test func clearingTheConversationEmptiesTheDetailPaneInTheSameUpdate() {
        let window = window()
        window.clearConversation()
        #expect(window.frame(width: 100)[2].hasSuffix("│ No conversation open."))
    }

    @Test func theSearchBarShowsWhatTheListIsFilteredBy() {
        let window = window(screen: .list)
        window.showInbox(
            InboxViewModel(rows: Samples.inbox.rows, searchText: "alex", emptyText: "", positionText: "1–3 of 3"))
        #expect(window.frame(width: 40)[0] == "Search: alex                    1–3 of 3")
    }

    @Test func theStatusLineShowsTheSyncAndEscapesItsText() {
        let window = window(screen: .list)
        window.showSyncStatus(SyncStatusViewModel(text: "Sync failed: bad \u{1B}[2J feed", isError: true))
        #expect(window.frame(width: 40).last == "Sync failed: bad ␛[2J feed")
    }

    @Test func aListThatCouldNotLoadSaysWhy() {
        let window = window(screen: .list)
        window.showInboxUnavailable("could not load conversations: disk I/O error")
        #expect(window.frame(width: 60)[2] == "could not load conversations: disk I/O error")
    }

    @Test(arguments: [40, 80, 120])
    func hostileAndWideTextNeverPassesTheWidthOrEscapes(width: Int) {
        for screen in [InboxScreen.list, .conversation] {
            let frame = window(screen: screen).frame(width: width)
            #expect(frame.allSatisfy { TerminalCells.width(of: $0) <= width })
            #expect(frame.allSatisfy { !$0.contains("\u{1B}") && !$0.contains("\u{202E}") })
        }
    }
}
