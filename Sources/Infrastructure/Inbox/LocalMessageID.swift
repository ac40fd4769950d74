import Domain

/// Ids for messages sent from this inbox. Messages sent in the same second
/// order by id, so the number is zero-padded: "local-0000000010" sorts after
/// "local-0000000009", where "local-10" would sort before "local-9".
enum LocalMessageID {
    static func make(_ number: Int) -> MessageID {
        let digits = String(number)
        return MessageID("local-" + String(repeating: "0", count: max(0, 10 - digits.count)) + digits)
    }
}
