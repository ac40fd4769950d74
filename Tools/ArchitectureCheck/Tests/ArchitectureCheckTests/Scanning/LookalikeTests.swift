import ArchitectureCheck
import Testing

/// Text that looks like an import but is not code must never be reported,
/// and the real import after it must keep its exact position.
@Suite struct LookalikeTests {
    static let lookalikes: [String] = [
        "// import Infrastructure\n",
        "/// import Infrastructure\n",
        "/* import Infrastructure */\n",
        "/* outer /* nested */ import Infrastructure */\n",
        "/*\n import Infrastructure\n /* deeper\n import Glibc */\n*/\n",
        "let s = \"import Infrastructure\"\n",
        "let s = \"escaped \\\" import Infrastructure\"\n",
        "let s = \"\"\"\n    import Infrastructure\n    \"\"\"\n",
        "let s = \"\"\"\n    quote \"\" import Glibc \\\"\"\"\n    \"\"\"\n",
        "let s = #\"raw \" import Infrastructure\"#\n",
        "let s = ##\"raw \"# import Infrastructure\"##\n",
        "let s = #\"\"\"\n    import Infrastructure \"\"\" still raw\n    \"\"\"#\n",
        "let s = \"\\(f(\"import Glibc\")) import Infrastructure\"\n",
        "let s = #\"\\#(\")\") import Infrastructure\"#\n",
        "let r = #/import Infrastructure/#\n",
        "let r = /import Infrastructure/\n",
        "let r = [/a(b)/, /import Glibc/]\n",
        "let r = /\"\"\"/; let s = \"import Infrastructure\"\n",
        "x.import(Infrastructure)\n",
        "f(import: Infrastructure)\n",
        "let `import` = Infrastructure\n",
    ]

    @Test(arguments: lookalikes)
    func lookalikeIsIgnored(source: String) {
        let found = ImportScanner.imports(in: source + "import Domain\n")
        #expect(found.map(\.module) == ["Domain"])
        let expectedLine = source.filter { $0 == "\n" }.count + 1
        #expect(found.first?.line == expectedLine)
        #expect(found.first?.column == 8)
    }

    @Test func canImportConditionIsNotAnImport() {
        #expect(ImportScanner.imports(in: "#if canImport(Glibc)\n#endif\n").isEmpty)
    }
}
