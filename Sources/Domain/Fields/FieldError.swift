/// Why a value cannot be a field's, naming the field: one line for a person.
public struct FieldError: Error, Hashable, CustomStringConvertible {
    /// The field's name, so a form can show the problem on its row.
    public let field: String
    public let problem: FieldProblem

    public init(_ field: String, _ problem: FieldProblem) {
        self.field = field
        self.problem = problem
    }

    public var description: String { "\(field): \(problem)" }
}

/// What is wrong with a value, whichever field it is for.
public enum FieldProblem: Error, Hashable, CustomStringConvertible {
    case required
    case containsNUL
    /// An invisible Unicode scalar first or last in the value, named (`TypedText`).
    case invisibleAtEnd(Unicode.Scalar)
    /// The same field typed more than once in one `add` or `edit`.
    case typedTwice
    case tooLong(Int, maximum: Int)
    case notANumber(String)
    case outOfRange(String, ClosedRange<Int64>)
    /// A decimal outside its field's range, in the words `outOfRange` gives a whole number.
    case outOfDecimalRange(String, from: ExactDecimal, to: ExactDecimal)
    case tooManyDigits(String, digits: Int, scale: Int)
    case notADay(String)
    case notATime(String)
    case notYesOrNo(String)
    case notACase(String, [String])
    /// Typed where an entry of another feature goes, and neither its id nor the start of a label.
    case notAnID(String, String)
    /// An id or a label that names no entry of the other feature (its word, as "contact").
    case noSuchEntry(String, String)
    /// The start of more than one entry's label: the word, and the candidates as "Ada Lovelace #3".
    case severalEntries(String, String, [String])
    /// The value is of another kind than the field: a store's row, never a person's input.
    case wrongKind
    /// A field the entry does not have, as typed in `add name=…`.
    case unknown([String])
    /// A rule of the feature's own refuses the value, in the rule's words:
    /// "is shipped already", for an action that ships an order.
    case rule(String)

    public var description: String {
        switch self {
        case .required: "needs a value"
        case .containsNUL: "cannot contain a NUL character (U+0000)"
        case .invisibleAtEnd(let scalar):
            "cannot start or end with an invisible character (U+\(String(scalar.value, radix: 16, uppercase: true)))"
        case .typedTwice: "is typed more than once; type each field once"
        case .tooLong(let count, let maximum): "holds at most \(maximum) characters, this has \(count)"
        case .notANumber(let text): "'\(text)' is not a number"
        case .outOfRange(let text, let range): "\(text) is not from \(range.lowerBound) to \(range.upperBound)"
        case .outOfDecimalRange(let text, let lower, let upper): "\(text) is not from \(lower) to \(upper)"
        case .tooManyDigits(let text, let digits, let scale):
            "'\(text)' does not fit: at most \(digits - scale) digits before the point and \(scale) after"
        case .notADay(let text): "'\(text)' is not a day: write YYYY-MM-DD, such as 2026-02-28"
        case .notATime(let text): "'\(text)' is not a time: write YYYY-MM-DDTHH:MM:SSZ, such as 2026-11-27T09:30:00Z"
        case .notYesOrNo(let text): "'\(text)' is not yes or no"
        case .notACase(let text, let cases): "'\(text)' is not one of \(cases.joined(separator: ", "))"
        case .notAnID(let text, let word): "'\(text)' is not a \(word)'s id: write #12, or the start of its label"
        case .noSuchEntry(let text, let word): "no \(word) is '\(text)'"
        case .severalEntries(let text, let word, let candidates):
            "'\(text)' starts more than one \(word)'s label: \(candidates.joined(separator: ", ")); type more, or #id"
        case .wrongKind: "holds a value of another kind"
        case .unknown(let names): "is not a field; the fields are \(names.joined(separator: ", "))"
        case .rule(let words): words
        }
    }

    /// This problem quoting `typed`, what a person typed, where it quoted
    /// the value as read: "0001-01-01T00:00:00+01:00", never the instant it
    /// comes to, which no calendar year holds.
    func quoting(_ typed: String) -> FieldProblem {
        switch self {
        case .notATime: .notATime(typed)
        case .outOfRange(_, let range): .outOfRange(typed, range)
        case .outOfDecimalRange(_, let lower, let upper): .outOfDecimalRange(typed, from: lower, to: upper)
        case .tooManyDigits(_, let digits, let scale): .tooManyDigits(typed, digits: digits, scale: scale)
        case .notACase(_, let cases): .notACase(typed, cases)
        case .notAnID(_, let word): .notAnID(typed, word)
        default: self
        }
    }
}
