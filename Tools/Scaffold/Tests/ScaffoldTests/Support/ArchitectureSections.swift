import Foundation

@testable import Scaffold

/// Architecture.md cut at its `## ` headings, read here without the generators'
/// parser: each line knows whether it lies in a region `make minimal` owns.
struct ArchitectureSections {
    struct Section {
        let heading: String
        /// The lines after the heading, each with whether minimal owns it; a marker
        /// of minimal's counts as its region's, since it is no text of the section's.
        var lines: [(text: String, isMinimals: Bool)] = []

        /// Every name in the section's code spans that starts with a capital, as a type's does.
        var names: Set<String> { ArchitectureSections.names(in: lines.map(\.text)) }

        /// The names in the text minimal leaves as it is. A section all of whose
        /// text minimal owns is read whole, so what it holds says whose it is.
        var namesOfWhatMinimalKeeps: Set<String> {
            let kept = lines.filter { !$0.isMinimals }.map(\.text)
            let isEmpty = kept.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }
            return isEmpty ? names : ArchitectureSections.names(in: kept)
        }
    }

    let sections: [Section]

    init(_ text: String) {
        let regions = TemplateRegion.owned(by: .minimal).filter { $0.file == "Architecture.md" }
        let openers = Set(regions.map { $0.syntax.opener($0.name) })
        let closers = Set(regions.map { $0.syntax.closer($0.name) })
        var sections: [Section] = []
        var inside = false
        for line in text.components(separatedBy: "\n") {
            let marker = line.trimmingCharacters(in: .whitespaces)
            if openers.contains(marker) { inside = true }
            if line.hasPrefix("## ") {
                sections.append(Section(heading: String(line.dropFirst(3))))
            } else if !sections.isEmpty {
                sections[sections.count - 1].lines.append((line, inside))
            }
            if closers.contains(marker) { inside = false }
        }
        self.sections = sections
    }

    /// The words that start with a capital in the code spans of `lines`, fenced
    /// blocks left out: `InboxFlow.handle(_:)` names `InboxFlow`.
    static func names(in lines: [String]) -> Set<String> {
        var prose: [String] = []
        var isFenced = false
        for line in lines {
            if line.hasPrefix("```") {
                isFenced.toggle()
            } else if !isFenced {
                prose.append(line)
            }
        }
        // A code span may break across lines, so the spans are the odd pieces of the whole text.
        let spans = prose.joined(separator: "\n").split(separator: "`", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let words = spans.flatMap { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") } }
        return Set(words.filter { $0.first?.isUppercase == true }.map(String.init))
    }
}
