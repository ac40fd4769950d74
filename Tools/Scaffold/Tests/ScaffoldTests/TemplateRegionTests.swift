import Foundation
import Testing

@testable import Scaffold

/// The list of regions is written three times: in `TemplateRegion.all`, as
/// markers in the documents and the Makefile, and in Tools/Scaffold/README.md.
/// These hold the three together, and `make minimal`'s texts to its regions.
@Suite struct TemplateRegionTests {
    /// A fork that ran `make minimal` has no sample pages, and so none of their regions.
    @Test func everyRegionIsMarkedInTheRepository() throws {
        let present = TemplateRegion.all.filter { !$0.isInSamplePage || RepositoryCopy.hasInboxSample }
        for (file, regions) in Dictionary(grouping: present, by: \.file) {
            let text = try MarkedText(try Self.read(file), path: file)
            for region in regions { try text.requireRegion(region.name) }
        }
    }

    @Test func minimalHasATextForEachRegionItOwnsAndNoOther() {
        let texts = MinimalTemplates(package: "Acme", executable: "acme").regions
        #expect(Set(texts.keys) == Set(TemplateRegion.owned(by: .minimal)))
    }

    @Test func theScaffoldReadmeListsEveryRegionWithWhatEachGeneratorDoesThere() throws {
        let texts = MinimalTemplates(package: "Acme", executable: "acme").regions
        let catalog = TemplateRegion.all.map { region in
            let minimal = texts[region].map { $0.isEmpty ? "empties" : "replaces" } ?? ""
            return [region.file, "`\(region.name)`", region.owners.contains(.rename) ? "renames" : "", minimal]
        }
        let listed = try Self.read("Tools/Scaffold/README.md").components(separatedBy: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            // | file | region | rename | minimal | holds |, with the cells either side of the bars.
            guard cells.count == 7, cells[2].hasPrefix("`") else { return nil as [String]? }
            return Array(cells[1...4])
        }
        #expect(listed == catalog)
    }

    /// `make minimal` writes its own layer policy, with fewer comments and more
    /// allowances; the lines that declare a layer or the features are the
    /// repository's, so the layout the checker holds a fork to is the one its
    /// Package.swift declares.
    @Test func minimalDeclaresTheLayersAndTheFeaturesAsTheRepositoryDoes() throws {
        let file = TemplateRegion.architectureLayerPolicy.file
        let repository = try MarkedText(try Self.read(file), path: file).contents(
            of: TemplateRegion.architectureLayerPolicy.name)
        let minimal = try #require(
            MinimalTemplates(package: "Acme", executable: "acme").regions[.architectureLayerPolicy])
        #expect(Self.declarations(in: minimal) == Self.declarations(in: repository))
        #expect(Self.declarations(in: minimal).contains { $0.hasPrefix("features:") })
    }

    /// The policy's lines that declare a layer or the features: neither comments nor allowances.
    private static func declarations(in policy: String) -> [String] {
        policy.components(separatedBy: "\n").filter { line in
            !line.isEmpty && !line.hasPrefix("#") && !line.hasPrefix("allow ") && !line.hasPrefix("```")
        }
    }

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: RepositoryCopy.source(path), encoding: .utf8)
    }
}
