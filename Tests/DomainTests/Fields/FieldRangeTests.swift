import Domain
import Testing

/// A number field's declared range (`stock:int(0...)`, `price:decimal(2,0...)`)
/// and a unique field's examples, as the Domain keeps them.
@Suite struct FieldRangeTests {
    @Test func aDecimalOutsideItsRangeIsRefusedInTheWordsAnIntGets() throws {
        let price = Field("price", .decimal(digits: 18, scale: 2, units: 0...))
        #expect(try price.value(from: "0")?.written == "0.00")
        let (zero, largest) = (ExactDecimal(units: 0, scale: 2), ExactDecimal(units: 999_999_999_999_999_999, scale: 2))
        #expect(throws: FieldError("price", .outOfDecimalRange("-.01", from: zero, to: largest))) {
            try price.value(from: "-.01")
        }
        #expect(
            FieldError("price", .outOfDecimalRange("-0.01", from: zero, to: largest)).description
                == "price: -0.01 is not from 0.00 to 9999999999999999.99")
        #expect(
            FieldError("stock", .outOfRange("-1", 0...999_999_999)).description
                == "stock: -1 is not from 0 to 999999999")
        // What a store reads is held to the range too.
        #expect(throws: FieldError("price", .outOfDecimalRange("-5.00", from: zero, to: largest))) {
            try price.checked(.decimal(ExactDecimal(units: -500, scale: 2)))
        }
    }

    @Test func aPartialRangeStopsWhereTheDigitsDo() {
        #expect(FieldKind.decimal(digits: 5, scale: 2, units: 0...) == .decimal(digits: 5, scale: 2, units: 0...99_999))
        #expect(
            FieldKind.decimal(digits: 5, scale: 2, units: ...100) == .decimal(digits: 5, scale: 2, units: -99_999...100)
        )
        #expect(FieldKind.decimal(digits: 3, scale: 0) == .decimal(digits: 3, scale: 0, units: -999...999))
    }

    /// The edges lie in the range, each once, at its own ends; the refused texts
    /// include the values just outside it, and the field refuses each.
    @Test(arguments: [
        Field("qty", .int(1...99)), Field("stock", .int(0...999_999_999)),
        Field("price", .decimal(digits: 18, scale: 2, units: 50...9_999)),
        Field("price", .decimal(digits: 18, scale: 2, units: 0...)),
    ])
    func edgesLieInTheRangeAndItsNeighboursAreRefused(field: Field) throws {
        let edges = field.kind.edges
        #expect(Set(edges).count == edges.count)
        for edge in edges { #expect(try field.checked(edge) == edge) }
        let (lower, upper) = try #require(Self.ends(of: field.kind))
        #expect(edges.first?.written == lower && edges.last?.written == upper)
        for text in field.kind.refusedTexts {
            #expect(throws: FieldError.self, "\(text)") { try field.value(from: text) }
        }
    }

    /// The least and greatest value of a number kind, as written.
    private static func ends(of kind: FieldKind) -> (String, String)? {
        switch kind {
        case .int(let range): (String(range.lowerBound), String(range.upperBound))
        case .decimal(_, let scale, let units):
            (
                ExactDecimal(units: units.lowerBound, scale: scale).description,
                ExactDecimal(units: units.upperBound, scale: scale).description
            )
        default: nil
        }
    }

    @Test func aUniqueFieldsExamplesDifferForEveryNumberItsRangeHolds() {
        let slot = Field("slot", .int(1...3), isUnique: true)
        #expect((0..<3).map(slot.example) == [.int(1), .int(2), .int(3)])
        #expect(Field("slot", .int(1...3)).example(0) == Field("slot", .int(1...3)).example(2))
        let code = Field("code", .text(maximumLength: 4), isUnique: true)
        #expect(Set((0..<20).map(code.example)).count == 20)
        #expect(FieldKey<String>("code", .text(maximumLength: 4), isUnique: true).field == code)
    }
}
