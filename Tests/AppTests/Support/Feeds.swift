import Foundation

/// Feed files for end-to-end runs, written to a temporary folder.
enum Feeds {
    /// Messages from strangers: wide text, and text that tries to take over the terminal.
    static let hostile = """
        {"messages": [
          {"id": "h1", "conversation": "mallory", "participants": ["Mallory \\u001b[31mRed"], "author": "Mallory \\u001b[31mRed",
           "sentAt": "2026-03-10T08:00:00Z", "text": "\\u001b[2J\\u001b[31mgotcha \\u202Etxt.exe\\u0007 \\u009b"},
          {"id": "h2", "conversation": "yamada", "participants": ["山田 太郎"], "author": "山田 太郎",
           "sentAt": "2026-03-10T07:00:00Z", "text": "今日はありがとうございました！また来週お会いしましょう。🎉🎉🎉 e\\u0301e\\u0301"}
        ]}
        """

    static func write(_ json: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        return url
    }
}
