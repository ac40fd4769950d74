import Application
import Domain
import Foundation
import Infrastructure
import Testing

/// What every `ConversationStore` must answer, and answer alike: each test runs
/// once per store kind, against a fresh store filled through the port.
@Suite struct ConversationStoreContractTests {
    static let kinds = StoreKind.available
    /// One folder a test, kept as long as the test runs: Swift Testing makes the
    /// suite anew for each test, so the store's file outlives every call on it.
    let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    // MARK: Empty stores

    @Test(arguments: kinds) func anEmptyStoreHasNothingToShowOrFind(kind: StoreKind) async throws {
        let store = try await kind.make(in: scratch)
        #expect(try await store.count(matching: SearchQuery("")) == 0)
        #expect(try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 20).isEmpty)
        #expect(try await store.count(matching: SearchQuery("alex")) == 0)
        #expect(try await store.summaries(matching: SearchQuery("alex"), offset: 0, limit: 20).isEmpty)
        #expect(try await store.conversation(ConversationID("nobody")) == nil)
    }

    // MARK: Ordering and paging

    @Test(arguments: kinds) func summariesAreMostRecentFirstWithTheIDBreakingTies(kind: StoreKind) async throws {
        let store = try await kind.make(
            [
                Build.conversation("old", ["Ann"], [Build.text("o1", "hi", at: 1)]),
                Build.conversation("new", ["Bob"], [Build.text("n1", "hi", at: 1), Build.text("n2", "yo", at: 9)]),
                Build.conversation("tie-b", ["Cy"], [Build.text("b1", "hi", at: 5)]),
                Build.conversation("tie-a", ["Di"], [Build.text("a1", "hi", at: 5)]),
            ], in: scratch)
        let ids = try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 10).map(\.id.rawValue)
        #expect(ids == ["new", "tie-a", "tie-b", "old"])
    }

    @Test(arguments: kinds) func aSummaryCarriesTheNewestMessageWithTheIDBreakingTies(kind: StoreKind) async throws {
        let store = try await kind.make(
            [
                Build.conversation(
                    "c", ["Ann"],
                    [
                        Build.text("m2", "second", at: 3), Build.text("m1", "first", at: 3),
                        Build.text("m0", "older", at: 1),
                    ])
            ], in: scratch)
        let summary = try #require(await store.summaries(matching: SearchQuery(""), offset: 0, limit: 1).first)
        #expect(summary.latestMessage?.id == MessageID("m2"))
        #expect(summary.participants == ["Ann"])
        let conversation = try #require(try await store.conversation(ConversationID("c")))
        #expect(conversation.messages.map(\.id.rawValue) == ["m0", "m1", "m2"])
    }

    @Test(arguments: kinds) func messagesSentInTheSameInstantKeepTheOrderTheyWereSentIn(kind: StoreKind) async throws {
        let store = try await kind.make(
            [Build.conversation("c", ["Ann"], [Build.text("m0", "hi", at: 1)])], in: scratch)
        let instant = Date(timeIntervalSince1970: 2_000_000_000)
        for number in 1...12 {
            try await store.send(OutgoingText("note \(number)"), to: ConversationID("c"), at: instant)
        }
        let texts = try #require(try await store.conversation(ConversationID("c"))).messages.compactMap {
            message -> String? in
            if case .text(let text) = message.content { text } else { nil }
        }
        #expect(texts == ["hi"] + (1...12).map { "note \($0)" })
        let latest = try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 1).first?.latestMessage
        #expect(latest?.content == .text("note 12"))
    }

    /// A list reads only the start of the newest message: the store's own
    /// query cuts a text or a notice to `ConversationSummary.textLimit`
    /// scalars, wide ones and combining marks among them, and opening the
    /// conversation reads it whole. Once, each list on PostgreSQL read a
    /// 10 MB message to its end, 1.3 s a list.
    @Test(arguments: kinds) func aSummaryHoldsOnlyTheStartOfALongText(kind: StoreKind) async throws {
        let long = String(repeating: "aé𝄞e\u{301}中\n", count: 1_000)
        let notice = Message(
            id: MessageID("n1"), author: .system, sentAt: Build.at(2), content: .notice(long), isRead: true)
        let store = try await kind.make(
            [
                Build.conversation("text", ["Ann"], [Build.text("t1", long, at: 1)]),
                Build.conversation("notice", ["Bo"], [notice]),
            ], in: scratch)
        let start = Array(long.unicodeScalars.prefix(ConversationSummary.textLimit))
        let listed = try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 2).map {
            summary -> [Unicode.Scalar] in
            switch summary.latestMessage?.content {
            case .text(let text), .notice(let text): Array(text.unicodeScalars)
            default: []
            }
        }
        #expect(listed == [start, start])
        let opened = try await store.conversation(ConversationID("text"))?.messages.map(\.content)
        #expect(opened == [.text(long)])
    }

    @Test(arguments: kinds) func pagesFollowOneAnotherWithoutGapsOrRepeats(kind: StoreKind) async throws {
        let seed = (0..<25).map { number in
            Build.conversation("c\(number)", ["P\(number)"], [Build.text("m\(number)", "hi", at: Double(number % 7))])
        }
        let store = try await kind.make(seed, in: scratch)
        let all = try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 100)
        #expect(all.count == 25)
        #expect(all == all.sorted(by: ConversationSummary.byRecency))
        var pages: [ConversationSummary] = []
        for offset in stride(from: 0, to: 25, by: 10) {
            pages += try await store.summaries(matching: SearchQuery(""), offset: offset, limit: 10)
        }
        #expect(pages == all)
        #expect(try await store.summaries(matching: SearchQuery(""), offset: 25, limit: 10).isEmpty)
        #expect(try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 0).isEmpty)
        #expect(try await store.count(matching: SearchQuery("")) == 25)
    }

    // MARK: Search

    static let searchSeed = [
        Build.conversation(
            "alexandra", ["Alexandra Ñúñez"],
            [
                Build.text("a1", "Lunch at the Café tomorrow?", at: 1),
                Build.text("a2", "See you at noon.", at: 2),
            ]),
        Build.conversation(
            "chloe", ["Chloé Dubois"],
            [
                Message(
                    id: MessageID("c1"), author: .contact("Chloé Dubois"), sentAt: Build.at(3),
                    content: .photos(["beach.jpg"])),
                Message(id: MessageID("c2"), author: .system, sentAt: Build.at(4), content: .notice("Chloé joined")),
            ]),
        Build.conversation("zoe", ["Zoë Ångström"], [Build.text("z1", "東京タワー is tall; ÜBER-cool straße", at: 5)]),
        Build.conversation("sam", ["Sam Lee"], [Build.text("s1", "release notes ready", at: 6)]),
    ]

    static let searches: [(query: String, expected: Set<String>)] = [
        ("ALEX", ["alexandra"]),  // case, prefix of a participant's name
        ("nunez", ["alexandra"]),  // diacritics in a name
        ("cafe", ["alexandra"]),  // diacritics in a text
        ("CAFÉ", ["alexandra"]),
        ("caf", ["alexandra"]),  // prefix of a word in a text
        ("lunch noon", ["alexandra"]),  // terms matched by different messages
        ("lunch release", []),  // every term must match
        ("dub", ["chloe"]),
        ("chlo", ["chloe"]),  // the name, not the notice, finds it
        ("beach", []),  // photo names are not searched
        ("joined", []),  // notices are not searched
        ("zoe angstrom", ["zoe"]),
        ("uber cool", ["zoe"]),
        ("東京", ["zoe"]),  // a word of another script
        ("t", ["alexandra", "zoe"]),  // one letter is a prefix too
        ("\"re*", ["sam"]),  // query syntax is just text
        ("zzz", []),
        ("ex", []),  // a term must start a word, not sit inside one
    ]

    @Test(arguments: kinds) func searchMatchesEveryTermAsTheStartOfAWordIgnoringCaseAndDiacritics(kind: StoreKind)
        async throws
    {
        let store = try await kind.make(Self.searchSeed, in: scratch)
        for (text, expected) in Self.searches {
            let query = SearchQuery(text)
            let found = try await store.summaries(matching: query, offset: 0, limit: 10)
            #expect(Set(found.map(\.id.rawValue)) == expected, "searching \(text)")
            #expect(try await store.count(matching: query) == expected.count, "counting \(text)")
            #expect(found == found.sorted(by: ConversationSummary.byRecency))
        }
    }

    @Test(arguments: kinds) func searchResultsPage(kind: StoreKind) async throws {
        let seed = (0..<12).map { number in
            Build.conversation(
                "c\(number)", ["P\(number)"],
                [Build.text("m\(number)", number.isMultiple(of: 2) ? "even" : "odd", at: Double(number))])
        }
        let store = try await kind.make(seed, in: scratch)
        let query = SearchQuery("even")
        let first = try await store.summaries(matching: query, offset: 0, limit: 4).map(\.id.rawValue)
        let second = try await store.summaries(matching: query, offset: 4, limit: 4).map(\.id.rawValue)
        #expect(first == ["c10", "c8", "c6", "c4"])
        #expect(second == ["c2", "c0"])
        #expect(try await store.count(matching: query) == 6)
    }

    // MARK: Sending

    @Test(arguments: kinds) func aSentMessageIsMineReadNewestAndFound(kind: StoreKind) async throws {
        let store = try await kind.make(Self.searchSeed, in: scratch)
        let sent = try await store.send(
            OutgoingText("  Parfait, à demain  "), to: ConversationID("sam"), at: Build.at(10))
        #expect(sent.author == .me)
        #expect(sent.isRead)
        #expect(sent.content == .text("Parfait, à demain"))
        let conversation = try #require(try await store.conversation(ConversationID("sam")))
        #expect(conversation.latestMessage == sent)
        let top = try #require(try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 1).first)
        #expect(top.id == ConversationID("sam"))
        #expect(
            try await store.summaries(matching: SearchQuery("a demain"), offset: 0, limit: 5).map(\.id) == [
                ConversationID("sam")
            ])
        let again = try await store.send(OutgoingText("and again"), to: ConversationID("sam"), at: Build.at(10))
        #expect(again.id != sent.id)
    }

    @Test(arguments: kinds) func sendingToAMissingConversationFailsAndChangesNothing(kind: StoreKind) async throws {
        let store = try await kind.make(Self.searchSeed, in: scratch)
        await #expect(throws: ConversationStoreError.notFound(ConversationID("ghost"))) {
            try await store.send(OutgoingText("boo"), to: ConversationID("ghost"), at: Build.at(1))
        }
        #expect(try await store.count(matching: SearchQuery("")) == Self.searchSeed.count)
    }

    @Test(arguments: kinds) func theLongestTextAllowedIsStoredWhole(kind: StoreKind) async throws {
        let store = try await kind.make(Self.searchSeed, in: scratch)
        let words = String(repeating: "lorem ", count: OutgoingText.maximumLength / 6 - 10)
        let filler = String(repeating: "x", count: OutgoingText.maximumLength - words.count - " finalword".count)
        let text = try OutgoingText(words + filler + " finalword")
        #expect(text.text.count == OutgoingText.maximumLength)
        let sent = try await store.send(text, to: ConversationID("sam"), at: Build.at(10))
        let stored = try #require(try await store.conversation(ConversationID("sam"))?.latestMessage)
        #expect(stored == sent)
        #expect(stored.content == .text(text.text))
        #expect(try await store.count(matching: SearchQuery("finalwo")) == 1)
    }

    // MARK: Deleting

    @Test(arguments: kinds) func deletingRemovesTheConversationEverywhereAndNothingElse(kind: StoreKind) async throws {
        let store = try await kind.make(Self.searchSeed, in: scratch)
        try await store.delete(ConversationID("alexandra"))
        #expect(try await store.conversation(ConversationID("alexandra")) == nil)
        #expect(try await store.count(matching: SearchQuery("")) == Self.searchSeed.count - 1)
        #expect(try await store.count(matching: SearchQuery("lunch")) == 0)
        #expect(try await store.count(matching: SearchQuery("alex")) == 0)
        #expect(try await store.conversation(ConversationID("zoe"))?.messages.count == 1)
        await #expect(throws: ConversationStoreError.notFound(ConversationID("alexandra"))) {
            try await store.delete(ConversationID("alexandra"))
        }
        // Its message ids are free again.
        #expect(try await store.receive(Self.searchSeed[0].incoming) == 2)
    }

    // MARK: Reading and unread counts

    @Test(arguments: kinds) func onlyUnreadMessagesFromContactsCountAndReadingClearsThem(kind: StoreKind) async throws {
        let store = try await kind.make(
            [
                Build.conversation(
                    "c", ["Ann"],
                    [
                        Build.text("1", "a", at: 1, from: .contact("Ann"), read: false),
                        Build.text("2", "b", at: 2, from: .contact("Ann"), read: false),
                        Build.text("3", "c", at: 3, from: .me, read: false),
                        Build.text("4", "d", at: 4, from: .system, read: false),
                        Build.text("5", "e", at: 5, from: .contact("Ann"), read: true),
                    ]),
                Build.conversation("d", ["Bo"], [Build.text("6", "f", at: 0, from: .contact("Bo"), read: false)]),
            ], in: scratch)
        let before = try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 5)
        #expect(before.map(\.unreadCount) == [2, 1])
        try await store.markRead(ConversationID("c"))
        let after = try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 5)
        #expect(after.map(\.unreadCount) == [0, 1])
        #expect(try await store.conversation(ConversationID("c"))?.messages.allSatisfy(\.isRead) == true)
        await #expect(throws: ConversationStoreError.notFound(ConversationID("zz"))) {
            try await store.markRead(ConversationID("zz"))
        }
    }

    // MARK: Receiving

    @Test(arguments: kinds) func receivingSkipsMessagesAlreadyStored(kind: StoreKind) async throws {
        let store = try await kind.make(Self.searchSeed, in: scratch)
        let again = Self.searchSeed.flatMap(\.incoming)
        #expect(try await store.receive(again) == 0)
        let fresh = IncomingMessage(
            conversationID: ConversationID("new"), participants: ["Neo"], message: Build.text("n1", "hello", at: 20))
        #expect(try await store.receive([fresh, fresh]) == 1)
        // An existing conversation keeps its participants; an id taken elsewhere is skipped.
        let moved = IncomingMessage(
            conversationID: ConversationID("sam"), participants: ["Other"], message: Build.text("n1", "dup", at: 30))
        let more = IncomingMessage(
            conversationID: ConversationID("sam"), participants: ["Other"], message: Build.text("s2", "more", at: 30))
        #expect(try await store.receive([moved, more]) == 1)
        let sam = try #require(try await store.conversation(ConversationID("sam")))
        #expect(sam.participants == ["Sam Lee"])
        #expect(sam.messages.map(\.id.rawValue) == ["s1", "s2"])
        #expect(try await store.count(matching: SearchQuery("")) == Self.searchSeed.count + 1)
    }

    /// One batch, several conversations, old and new, in no particular order.
    @Test(arguments: kinds) func aBatchKeepsEachConversationsNewestMessageAndCountsItsUnread(kind: StoreKind)
        async throws
    {
        let store = try await kind.make(
            [Build.conversation("a", ["Ann"], [Build.text("a0", "first", at: 10)])], in: scratch)
        let batch: [(String, Message)] = [
            ("a", Build.text("a1", "older", at: 5, read: false)),
            ("b", Build.text("b0", "early", at: 3, read: false)),
            ("b", Build.text("b1", "later", at: 7)),
            ("a", Build.text("a2", "mine", at: 12, from: .me, read: false)),
            ("b", Build.text("b2", "not newest", at: 6, read: false)),
        ]
        let incoming = batch.map { conversation, message in
            IncomingMessage(conversationID: ConversationID(conversation), participants: ["P"], message: message)
        }
        #expect(try await store.receive(incoming) == 5)
        let summaries = try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 10)
        #expect(summaries.map(\.id.rawValue) == ["a", "b"])
        #expect(summaries.map { $0.latestMessage?.id.rawValue } == ["a2", "b1"])
        #expect(summaries.map(\.unreadCount) == [1, 2])
        #expect(try await store.count(matching: SearchQuery("early")) == 1)
        #expect(try await store.count(matching: SearchQuery("p")) == 1)
    }

    @Test(arguments: kinds) func idsAndTextsThatHoldANULAreKeptWhole(kind: StoreKind) async throws {
        let store = try await kind.make(in: scratch)
        let messages = ["a\u{0}x", "a\u{0}y"].map { id in
            IncomingMessage(
                conversationID: ConversationID("nul"), participants: ["Nil"],
                message: Build.text(id, "before\u{0}after \(id)", at: 1))
        }
        #expect(try await store.receive(messages) == 2)
        let stored = try #require(try await store.conversation(ConversationID("nul")))
        #expect(stored.messages.map(\.id.rawValue) == ["a\u{0}x", "a\u{0}y"])
        #expect(stored.messages.first?.content == .text("before\u{0}after a\u{0}x"))
    }

    @Test(arguments: kinds) func messagesOfEveryKindComeBackAsTheyWent(kind: StoreKind) async throws {
        let store = try await kind.make(Self.searchSeed, in: scratch)
        for conversation in Self.searchSeed {
            #expect(try await store.conversation(conversation.id) == conversation)
        }
    }

    // MARK: Reading

    @Test(arguments: kinds) func aPageCarriesItsOffsetAndEveryMatchCountedWhereverItStarts(kind: StoreKind)
        async throws
    {
        let store = try await kind.make(Self.searchSeed, in: scratch)
        let all = Self.searchSeed.count
        let page = try await store.page(matching: SearchQuery(""), offset: 1, limit: 2)
        #expect(page.offset == 1 && page.total == all && page.summaries.count == 2)
        let past = try await store.page(matching: SearchQuery(""), offset: all + 5, limit: 2)
        #expect(past == ConversationPage(summaries: [], offset: all + 5, total: all))
    }

    /// What this process wrote, its flow already knows; a store in memory has no other process to hear of.
    @Test(arguments: kinds) func itsOwnWritesAreNoExternalChange(kind: StoreKind) async throws {
        let store = try await kind.make(Self.searchSeed, in: scratch)
        _ = try await store.noticeExternalChanges()
        try await store.send(OutgoingText("hi"), to: ConversationID("sam"), at: Build.at(9))
        try await store.receive(Self.searchSeed.flatMap(\.incoming))
        #expect(try await store.noticeExternalChanges() == false)
    }
}
