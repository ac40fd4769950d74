import Domain
import Foundation
import Testing

@Suite struct FieldTests {
    private enum Status: String, FieldChoice { case open, shipped }

    @Test func textIsTrimmedAndKeepsItsLimitInScalars() throws {
        let name = Field("name", .text(maximumLength: 3))
        #expect(try name.value(from: " Ada ") == .text("Ada"))
        #expect(throws: FieldError("name", .tooLong(4, maximum: 3))) { try name.value(from: "Adam") }
        #expect(throws: FieldError("name", .tooLong(4, maximum: 3))) { try name.value(from: "e\u{301}\u{301}\u{301}") }
        #expect(throws: FieldError("name", .containsNUL)) { try name.value(from: "a\u{0}b") }
    }

    @Test func aRequiredFieldLeftEmptyIsRefusedAndAnOptionalOneIsNil() throws {
        #expect(throws: FieldError("name", .required)) { try Field("name", .text(maximumLength: 9)).value(from: "  ") }
        #expect(try Field("note", .text(maximumLength: 9), isOptional: true).value(from: " ") == nil)
    }

    @Test func decimalsAreExactAndRefuseDigitsPastTheirScaleOrPrecision() throws {
        let total = Field("total", .decimal(digits: 5, scale: 2))
        #expect(try total.value(from: "12.5") == .decimal(ExactDecimal(units: 1250, scale: 2)))
        #expect(try total.value(from: "-0.05")?.written == "-0.05")
        #expect(try total.value(from: "999.99")?.written == "999.99")
        #expect(throws: FieldError("total", .tooManyDigits("1000", digits: 5, scale: 2))) {
            try total.value(from: "1000")
        }
        #expect(throws: FieldError("total", .tooManyDigits("1.005", digits: 5, scale: 2))) {
            try total.value(from: "1.005")
        }
        #expect(throws: FieldError("total", .notANumber("1e3"))) { try total.value(from: "1e3") }
        #expect(
            ExactDecimal(units: 1250, scale: 2).adding(ExactDecimal(units: -1251, scale: 2))?.description == "-0.01")
        #expect(ExactDecimal(units: .max, scale: 2).adding(ExactDecimal(units: 1, scale: 2)) == nil)
    }

    @Test func aDateIsARealCalendarDay() throws {
        let day = Field("day", .date)
        #expect(try day.value(from: "2028-02-29") == .date(CalendarDay(year: 2028, month: 2, day: 29)!))
        for text in ["2026-02-29", "1900-02-29", "2026-13-01", "2026-1-01", "0000-01-01", "tomorrow"] {
            #expect(throws: FieldError("day", .notADay(text))) { try day.value(from: text) }
        }
        #expect(CalendarDay("2000-02-29")?.description == "2000-02-29")
    }

    @Test func intsKeepTheirRangeAndTimesAreISO8601() throws {
        let count = Field("count", .int(0...10))
        #expect(try count.value(from: "10") == .int(10))
        #expect(throws: FieldError("count", .outOfRange("11", 0...10))) { try count.value(from: "11") }
        #expect(throws: FieldError("count", .notANumber("1.5"))) { try count.value(from: "1.5") }
        let at = try #require(try Field("at", .time).value(from: "2026-11-27T09:30:00Z"))
        #expect(at.written == "2026-11-27T09:30:00Z")
        #expect(throws: FieldError("at", .notATime("2026-11-27"))) { try Field("at", .time).value(from: "2026-11-27") }
    }

    @Test func choicesAndFlagsTakeOnlyTheirCases() throws {
        let status = Field("status", .choice(Status.self))
        #expect(try status.value(from: "shipped") == .choice("shipped"))
        #expect(throws: FieldError("status", .notACase("lost", ["open", "shipped"]))) { try status.value(from: "lost") }
        #expect(try Field("paid", .bool).value(from: "yes") == .bool(true))
        #expect(throws: FieldError("paid", .notYesOrNo("maybe"))) { try Field("paid", .bool).value(from: "maybe") }
    }

    @Test func aDraftReadsTypedValuesAndRefusesWhatBreaksAField() throws {
        let fields = [Field("status", .choice(Status.self)), Field("due", .date, isOptional: true)]
        let typed = try FieldValues(fields, typing: [("status", "open")])
        let status: Status = try typed.get("status")
        let due: CalendarDay? = try typed.get("due")
        #expect(status == .open && due == nil)
        #expect(
            FieldValues(fields, typed: ["status": Status.shipped, "due": due]).values == ["status": .choice("shipped")])
        #expect(throws: FieldError("colour", .unknown(["status", "due"]))) {
            try FieldValues(fields, typing: [("colour", "red")])
        }
        let stored = FieldValues(fields, ["status": .choice("lost")])
        #expect(throws: FieldError("status", .notACase("lost", ["open", "shipped"]))) {
            let _: Status = try stored.get("status")
        }
        #expect(throws: FieldError("status", .required)) { let _: Status = try FieldValues(fields).get("status") }
    }

    @Test func anEditChangesOnlyTheFieldsItNamesAndClearsWhatItEmpties() throws {
        let fields = [Field("a", .int(0...9)), Field("b", .int(0...9), isOptional: true)]
        let entry = FieldValues(fields, ["a": .int(1), "b": .int(2)])
        #expect(entry.changing(FieldValues(fields, ["a": .int(3)])).values == ["a": .int(3), "b": .int(2)])
        let clearing = try FieldValues(fields, typing: [("b", " ")])
        #expect(clearing.cleared == ["b"])
        #expect(entry.changing(clearing).values == ["a": .int(1)])
    }

    /// ISO 8601 and PostgreSQL count days in the proleptic Gregorian calendar, before 1582 too.
    @Test func timesAreWholeSecondsInTheProlepticGregorianCalendar() throws {
        let at = Field("at", .time)
        #expect(try at.value(from: "0001-01-01T00:00:00Z") == .time(Date(timeIntervalSince1970: -62_135_596_800)))
        #expect(try at.value(from: "1500-03-01T00:00:00Z") == .time(Date(timeIntervalSince1970: -14_826_672_000)))
        #expect(try at.value(from: "2026-11-27T10:30:00+01:00")?.written == "2026-11-27T09:30:00Z")
        #expect(throws: FieldError("at", .notATime("2026-11-27T09:30:00Z"))) {
            try at.checked(.time(Date(timeIntervalSince1970: 1_795_771_800.5)))
        }
        for text in ["2026-11-27T24:00:00Z", "2026-11-27T09:30Z", "2026-11-27 09:30:00Z"] {
            #expect(throws: FieldError("at", .notATime(text))) { try at.value(from: text) }
        }
        #expect(CalendarDay(daysSince1970: CalendarDay(year: 9999, month: 12, day: 31)!.daysSince1970)?.year == 9999)
    }
}
