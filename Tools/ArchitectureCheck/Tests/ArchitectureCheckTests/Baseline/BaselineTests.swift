import ArchitectureCheck
import Testing

/// The baseline file: sorted and keyed without line numbers, matched as a
/// multiset, with leftovers reported at their lines.
@Suite struct BaselineTests {
    private func violation(_ path: String, _ line: Int, _ subject: String) -> Violation {
        Violation(
            path: path, line: line, column: 8, rule: .undeclaredImport, message: "m", fix: "f", subject: subject)
    }

    @Test func renderedFileIsSortedAndNamesNoLine() {
        let text = Baseline.render([violation("B.swift", 9, "Domain"), violation("A.swift", 3, "Glibc")])
        let entries = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(entries == ["undeclared-import\tA.swift\tGlibc", "undeclared-import\tB.swift\tDomain"])
        #expect(Baseline.render([violation("B.swift", 1, "Domain"), violation("A.swift", 1, "Glibc")]) == text)
    }

    @Test func eachEntryAcceptsOneFindingWhereverItMoved() {
        let baseline = Baseline(
            text: "# header\nundeclared-import\tA.swift\tDomain\nundeclared-import\tA.swift\tDomain\n")
        let (new, baselined, stale) = baseline.match([
            violation("A.swift", 40, "Domain"), violation("A.swift", 41, "Glibc"),
        ])
        #expect(new.map(\.subject) == ["Glibc"])
        #expect(baselined == 1)
        #expect(stale.map(\.line) == [3])
        #expect(stale.first?.entry == BaselineEntry(rule: "undeclared-import", path: "A.swift", subject: "Domain"))
    }
}
