/// An entry of another feature, by the id its store gave it: what a
/// reference field holds. The Domain keeps the id alone; whether the entry
/// still exists, and its label, are the other feature's to say, asked
/// through App, so no feature's Domain knows another's.
public struct EntryID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int64

    public init(_ rawValue: Int64) {
        self.rawValue = rawValue
    }

    /// Reads "#12", as a person types an id; nil for anything else.
    public init?(typed text: String) {
        let digits = text.dropFirst()
        // Digits only: Int64 would also read "+12", which no list shows.
        guard text.first == "#", !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int64(digits), number > 0
        else { return nil }
        self.init(number)
    }

    /// "#12": how a person types it, and how a list shows it when its entry has gone.
    public var description: String { "#\(rawValue)" }

    public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension EntryID: FieldType {
    public init?(_ value: FieldValue?) {
        guard case .reference(let id)? = value else { return nil }
        self = id
    }

    public var fieldValue: FieldValue? { .reference(self) }
}
