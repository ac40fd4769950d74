import Domain
import Foundation
import Testing

@Suite struct SearchQueryTests {
    let conversation = Conversation(
        id: ConversationID("c"), participants: ["Chloé Dubois"],
        messages: [
            Message(
                id: MessageID("1"), author: .contact("Chloé Dubois"), sentAt: Date(),
                content: .text("Meet at the CAFÉ, 10:30?")),
            Message(id: MessageID("2"), author: .system, sentAt: Date(), content: .notice("Zed joined")),
            Message(id: MessageID("3"), author: .me, sentAt: Date(), content: .photos(["kitten.jpg"])),
        ])

    @Test(arguments: ["chloe", "CHLOÉ", "dub", "cafe", "Café", "meet cafe", "10", "30"])
    func matchesPrefixesOfWordsIgnoringCaseAndDiacritics(_ text: String) {
        #expect(SearchQuery(text).matches(conversation))
    }

    @Test(arguments: ["afe", "zed", "kitten", "cafe tea", "hloe"])
    func doesNotMatchInsideWordsOrOutsideTexts(_ text: String) {
        #expect(!SearchQuery(text).matches(conversation))
    }

    @Test func anEmptyQueryMatchesEverything() {
        #expect(SearchQuery("  ,. ").isEmpty)
        #expect(SearchQuery("").matches(conversation))
    }

    @Test func splitsWordsAtAnythingButLettersAndDigits() {
        #expect(SearchQuery.words(in: "Ünïcode-text, 42x!") == ["unicode", "text", "42x"])
    }
}
