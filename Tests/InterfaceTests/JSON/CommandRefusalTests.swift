import Application
import Interface
import Testing

/// A refusal's kind is the case its feature's enum names, with or without a payload.
@Suite struct CommandRefusalTests {
    enum SampleRefusal: Refusal {
        case lastPage
        case tooBig(Int)

        var message: String { "no" }
        var field: String? { self == .lastPage ? nil : "size" }
    }

    struct ShapelessRefusal: Refusal {
        let message = "no"
    }

    struct GenericRefusal<Value: Sendable & Equatable>: Refusal {
        let message: String
    }

    /// A refusal that words its own description hides its cases' names from reflection.
    enum WordedRefusal: Refusal, CustomStringConvertible {
        case full
        var message: String { "no" }
        var description: String { "the list is full" }
    }

    @Test func theKindIsTheCaseName() {
        #expect(CommandRefusal(SampleRefusal.lastPage) == CommandRefusal(kind: "lastPage", field: nil, message: "no"))
        #expect(CommandRefusal(SampleRefusal.tooBig(3)) == CommandRefusal(kind: "tooBig", field: "size", message: "no"))
        #expect(CommandRefusal(ShapelessRefusal()).kind == "shapelessRefusal")
        #expect(CommandRefusal(WordedRefusal.full).kind == "refused")
        #expect(CommandRefusal(GenericRefusal<Int>(message: "no")).kind == "genericRefusal")
        #expect(CommandRefusal(CommandError.usage("x")).kind == "usage")
        #expect(
            CommandRefusal(CommandError(description: "note: the quote is not closed", field: "note"))
                == CommandRefusal(kind: "usage", field: "note", message: "note: the quote is not closed"))
        #expect(CommandRefusal(CommandError.empty).kind == "empty")
        #expect(CommandRefusal(CommandError.tooLong(limit: 1)).kind == "tooLong")
    }
}
