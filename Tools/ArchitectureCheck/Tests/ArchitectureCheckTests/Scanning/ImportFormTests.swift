import ArchitectureCheck
import Testing

/// Every way of writing an import that the scanner must understand, each
/// checked for module, position and modifiers.
@Suite struct ImportFormTests {
    @Test func plainImportIsLocatedAtItsModuleName() {
        let found = ImportScanner.imports(in: "import Foundation\n")
        #expect(found.map(\.module) == ["Foundation"])
        #expect(found.first?.line == 1)
        #expect(found.first?.column == 8)
    }

    @Test(arguments: ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"])
    func kindImportNamesItsModule(kind: String) {
        let found = ImportScanner.imports(in: "import \(kind) Domain.Conversation")
        #expect(found.first?.module == "Domain")
        #expect(found.first?.kind == kind)
        #expect(found.first?.path == ["Domain", "Conversation"])
        #expect(found.first?.column == 9 + kind.count)
    }

    @Test func submoduleImportNamesTheTopModule() {
        let found = ImportScanner.imports(in: "import Foundation.NSString")
        #expect(found.first?.module == "Foundation")
        #expect(found.first?.path == ["Foundation", "NSString"])
        #expect(found.first?.kind == nil)
    }

    @Test(arguments: ["testable", "_exported", "preconcurrency", "_implementationOnly"])
    func attributeIsRecorded(attribute: String) {
        let found = ImportScanner.imports(in: "@\(attribute) import Domain")
        #expect(found.first?.attributes == [attribute])
        #expect(found.first?.column == attribute.count + 10)
    }

    @Test func attributeWithArgumentsIsRecordedByName() {
        let found = ImportScanner.imports(in: "@_spi(Internals) @testable import Domain")
        #expect(found.first?.attributes == ["_spi", "testable"])
        #expect(found.first?.isTestable == true)
    }

    @Test(arguments: ["public", "package", "internal", "fileprivate", "private"])
    func accessLevelIsRecorded(level: String) {
        let found = ImportScanner.imports(in: "\(level) import Domain")
        #expect(found.first?.accessLevel == level)
        #expect(found.first?.module == "Domain")
    }

    @Test func importsSeparatedBySemicolonsAreEachFound() {
        let found = ImportScanner.imports(in: "import Domain; import Application;import Foundation")
        #expect(found.map(\.module) == ["Domain", "Application", "Foundation"])
        #expect(found.map(\.column) == [8, 23, 42])
    }

    @Test func importSplitAcrossLinesIsLocatedAtTheModule() {
        let found = ImportScanner.imports(in: "@testable\npublic\nimport\n    struct\n    Domain.Message\n")
        #expect(found.first?.module == "Domain")
        #expect(found.first?.line == 5)
        #expect(found.first?.column == 5)
        #expect(found.first?.isTestable == true)
        #expect(found.first?.accessLevel == "public")
    }

    @Test func importsInEveryConditionalBranchCount() {
        let source = """
            #if canImport(Glibc)
                import Glibc
            #elseif os(macOS)
                import Darwin
            #else
                #if DEBUG
                import Dispatch
                #endif
            #endif
            """
        #expect(ImportScanner.imports(in: source).map(\.module) == ["Glibc", "Darwin", "Dispatch"])
    }

    @Test func backtickedModuleNameIsUnquoted() {
        #expect(ImportScanner.imports(in: "import `Domain`").first?.module == "Domain")
    }

    @Test func modifiersOfAnEarlierDeclarationDoNotLeakIntoAnImport() {
        let found = ImportScanner.imports(in: "@testable public func f() {}\nimport Domain")
        #expect(found.first?.attributes == [])
        #expect(found.first?.accessLevel == nil)
    }
}
