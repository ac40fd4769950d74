import ArchitectureCheck
import Foundation
import Testing

/// The scanner's edge cases, each a file in Fixtures/Scanner that the compiler
/// reads as well (`make check-scanner`), with the outcome chosen for it:
/// every import the compiler sees, at the column it would report, and nothing else.
@Suite struct ScannerFixtureTests {
    struct Case: Sendable, CustomStringConvertible {
        let file: String
        /// `Module@line:column`, with `?` after the column when inside `#if`.
        let imports: [String]
        var description: String { file }
    }

    static let cases: [Case] = [
        Case(file: "ByteOrderMark.swift", imports: ["Delta@1:11"]),
        Case(file: "NonBreakingSpace.swift", imports: ["Delta@1:9"]),
        Case(file: "RegexWithHash.swift", imports: ["Alpha@2:8"]),
        Case(file: "RegexWithCommentOpener.swift", imports: ["Beta@2:8"]),
        Case(file: "RegexWithTripleQuote.swift", imports: ["Gamma@2:8"]),
        Case(file: "RegexLikeImport.swift", imports: ["Zeta@2:8"]),
        Case(file: "DivisionIsNoRegex.swift", imports: ["Eta@5:8"]),
        Case(file: "ConditionalImports.swift", imports: ["Glibc@2:12?", "Darwin@4:12?", "Theta@6:12?", "Iota@8:8"]),
    ]

    @Test(arguments: cases)
    func fixtureYieldsExactlyTheChosenImports(_ fixture: Case) throws {
        let source = LexedSource(bytes: try CheckerFixtures.bytes("Scanner/" + fixture.file))
        let found = ImportScanner.imports(in: source).map { declaration in
            "\(declaration.module)@\(declaration.line):\(declaration.column)" + (declaration.isConditional ? "?" : "")
        }
        #expect(found == fixture.imports)
    }

    @Test func everyFixtureHasACase() throws {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: CheckerFixtures.directory.appendingPathComponent("Scanner").path)
        #expect(files.sorted() == Self.cases.map(\.file).sorted())
    }
}
