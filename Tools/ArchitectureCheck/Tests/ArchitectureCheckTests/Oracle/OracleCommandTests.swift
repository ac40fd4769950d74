import ArchitectureCheck
import Foundation
import Testing

/// The oracle's verdicts and exit statuses, with a stand-in for the compiler
/// so that each disagreement is made on purpose; `make check-scanner` runs
/// the real one.
@Suite struct OracleCommandTests {
    /// What `swiftc -frontend -emit-imported-modules` prints for each scanner fixture on Linux.
    static let compiled: [String: [String]] = [
        "ByteOrderMark.swift": ["Delta"], "NonBreakingSpace.swift": ["Delta"], "RegexWithHash.swift": ["Alpha"],
        "RegexWithCommentOpener.swift": ["Beta"], "RegexWithTripleQuote.swift": ["Gamma"],
        "RegexLikeImport.swift": ["Zeta"], "DivisionIsNoRegex.swift": ["Eta"],
        "ConditionalImports.swift": ["Glibc", "Iota"],
    ]

    private func oracle(adding extra: String? = nil) -> ImportOracle {
        ImportOracle { path in
            let name = String(path.split(separator: "/").last ?? "")
            return (Self.compiled[name] ?? []) + (name == "RegexWithHash.swift" ? extra.map { [$0] } ?? [] : [])
        }
    }

    private var fixtures: String { CheckerFixtures.directory.appendingPathComponent("Scanner").path }

    @Test func scannerThatSeesWhatTheCompilerSeesPasses() {
        let result = OracleCommand.run(arguments: [fixtures], oracle: oracle())
        #expect(result.status == 0)
        #expect(
            result.output
                == "the scanner agrees with the compiler (8 files; 2 imports only in #if branches the compiler left out here)"
        )
    }

    @Test func anImportTheScannerMissesFailsNamingFileAndModule() {
        let result = OracleCommand.run(arguments: [fixtures], oracle: oracle(adding: "Omega"))
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n")
        #expect(
            lines.first
                == "\(fixtures)/RegexWithHash.swift: error: the scanner misses 'import Omega', which the compiler sees")
        #expect(lines.last?.hasPrefix("1 files where the scanner and the compiler disagree") == true)
    }

    @Test func theFrontendBesideSwiftcRunsThroughItsSymbolicLink() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        let links = folder.appendingPathComponent("links")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        for name in ["swift-driver", "swift-frontend"] {
            let path = bin.appendingPathComponent(name).path
            #expect(FileManager.default.createFile(atPath: path, contents: Data("#!/bin/sh\n".utf8)))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        let swiftc = links.appendingPathComponent("swiftc").path
        try FileManager.default.createSymbolicLink(atPath: swiftc, withDestinationPath: "../bin/swift-driver")
        let expected = bin.appendingPathComponent("swift-frontend").resolvingSymlinksInPath().path
        #expect(CompilerImports.frontend(beside: swiftc) == expected)
        #expect(CompilerImports(swiftc: swiftc).program == expected)

        // Without a frontend beside it, swiftc itself runs, as it does when it is not found.
        try FileManager.default.removeItem(atPath: bin.appendingPathComponent("swift-frontend").path)
        #expect(CompilerImports.frontend(beside: swiftc) == nil)
        #expect(CompilerImports(swiftc: swiftc).program == swiftc)
        #expect(CompilerImports(swiftc: "no-such-swiftc-\(UUID().uuidString)").program.hasPrefix("no-such-swiftc-"))
    }

    @Test(arguments: [[], ["--swiftc"], ["--bogus", "Sources"], ["/no/such/folder"]])
    func badInvocationExitsTwo(arguments: [String]) {
        let result = OracleCommand.run(arguments: arguments, oracle: oracle())
        #expect(result.status == 2)
        #expect(result.errorOutput.hasPrefix("import-oracle: error: "))
    }
}
