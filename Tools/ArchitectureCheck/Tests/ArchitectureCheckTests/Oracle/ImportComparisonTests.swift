import ArchitectureCheck
import Testing

/// The rule the compiler holds the scanner to: at least what the compiler
/// sees, and anything more only inside `#if`.
@Suite struct ImportComparisonTests {
    private func compare(_ source: String, compiler: [String]) -> ImportComparison {
        ImportComparison(path: "A.swift", compiler: compiler, scanner: ImportScanner.imports(in: source))
    }

    @Test func sameImportsAgree() {
        let comparison = compare("import Domain\nimport Foundation\n", compiler: ["Foundation", "Domain"])
        #expect(comparison.agrees)
        #expect(comparison.diagnostics == [])
    }

    @Test func anImportTheScannerMissesFails() {
        let comparison = compare("import Foundation\n", compiler: ["Foundation", "Domain"])
        #expect(!comparison.agrees)
        #expect(comparison.missed == ["Domain"])
        #expect(
            comparison.diagnostics == ["A.swift: error: the scanner misses 'import Domain', which the compiler sees"])
    }

    @Test func anImportOnlyTheScannerSeesOutsideIfFails() {
        let comparison = compare("import Kappa\nimport Zeta\n", compiler: ["Zeta"])
        #expect(!comparison.agrees)
        #expect(comparison.invented == ["Kappa"])
    }

    @Test func importsInBranchesTheCompilerLeftOutAreExpected() {
        let source = "#if os(Linux)\nimport Glibc\n#else\nimport Darwin\n#endif\n"
        let comparison = compare(source, compiler: ["Glibc"])
        #expect(comparison.agrees)
        #expect(comparison.inactiveBranches == ["Darwin"])
    }
}
