import Foundation
import Testing

@testable import Scaffold

/// `strata.json`: each generator adds what it did, in order, so `make upgrade`
/// can replay it; `scaffold record` reads and moves it for the upgrade script.
@Suite struct TemplateRecordTests {
    @Test func eachGeneratorAppendsWhatItDidInOrder() throws {
        let copy = try RepositoryCopy()
        let before = try #require(try TemplateRecord.read(from: copy.repository))
        let names = RepositoryCopy.unusedFeatures.prefix(2).map(\.name)
        try #require(names.count == 2)
        for name in names { #expect(copy.run(["feature", name]).status == 0) }
        let after = try #require(try TemplateRecord.read(from: copy.repository))
        #expect(after.stepLines == before.stepLines + names.map { "feature \($0)" })
        #expect(after.template.version == before.template.version)
        #expect(copy.run(["record", "steps"]).output == after.stepLines.joined(separator: "\n"))
    }

    @Test func aRefusedGeneratorRecordsNothing() throws {
        let copy = try RepositoryCopy()
        let before = try copy.read(TemplateRecord.path)
        #expect(copy.run(["feature", "lowercase"]).status == 1)
        #expect(try copy.read(TemplateRecord.path) == before)
    }

    @Test func followingANewTemplateKeepsTheStepsAndMovesVersionAndCommit() throws {
        let copy = try RepositoryCopy()
        let steps = copy.run(["record", "steps"]).output
        let commit = String(repeating: "ab", count: 20)
        #expect(copy.run(["record", "follow", "9.1.0", commit]).status == 0)
        #expect(copy.run(["record", "template"]).output == "9.1.0 \(commit)")
        #expect(copy.run(["record", "steps"]).output == steps)
    }

    /// A fork from before the record: generators work and do not invent one;
    /// the upgrade's first question gets one line saying how to start.
    @Test func aForkWithoutARecordIsToldInOneLineHowToStartOne() throws {
        let copy = try RepositoryCopy()
        try FileManager.default.removeItem(at: copy.root.appendingPathComponent(TemplateRecord.path))
        let name = try #require(RepositoryCopy.unusedFeatures.first?.name)
        #expect(copy.run(["feature", name]).status == 0)
        #expect(!copy.exists(TemplateRecord.path))
        let outcome = copy.run(["record", "template"])
        #expect(outcome.status == 1)
        #expect(outcome.error == "scaffold: \(TemplateRecord.missing)")
        #expect(!outcome.error.contains("\n"))
        #expect(copy.run(["record", "start", "0123abc"]).error.hasPrefix("scaffold: COMMIT must be the full"))
        let commit = String(repeating: "0123abcd", count: 5)
        #expect(copy.run(["record", "start", commit]).status == 0)
        #expect(copy.run(["record", "template"]).output == "unknown \(commit)")
        #expect(
            copy.run(["record", "start", commit]).error == "scaffold: strata.json already exists; edit it instead")
    }
}
