// Times architecture-check on generated packages of growing size and prints
// a table; the rows should grow linearly with the number of files.
// With --rows it times only the 500-target package, five times, and prints
// Markdown rows (median, min, max) in the columns `make bench` merges.
// With --features it times a package of 50 features with a module per layer
// instead (FeatureBench), and with --dump-package SwiftPM's part too.
import Foundation

let checker = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("architecture-check").path
let filesPerTarget = 40
let options = Array(CommandLine.arguments.dropFirst())
let rowsOnly = options == ["--rows"]
if options.first == "--features", options.dropFirst().allSatisfy({ $0 == "--dump-package" }) {
    try FeatureBench.run(checker: checker, timingDumpPackage: options.count == 2)
    exit(0)
}
guard rowsOnly || options.isEmpty else {
    FileHandle.standardError.write(
        Data(
            "architecture-bench: unknown option (usage: architecture-bench [--rows | --features [--dump-package]])\n"
                .utf8))
    exit(64)
}
let sizes = rowsOnly ? [500] : [125, 250, 500]
let repeats = rowsOnly ? 5 : 3

let headers = ["targets", "files", "imports", "wall (best of \(repeats))", "peak RSS", "per file", "exit"]
func printRow(_ cells: [String]) {
    let padded = zip(cells, headers).map { cell, header in
        cell.padding(toLength: max(header.count, cell.count), withPad: " ", startingAt: 0)
    }
    print(padded.joined(separator: "  "))
}

if !rowsOnly { printRow(headers) }
for targetCount in sizes {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("architecture-bench-\(targetCount)-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let package = SyntheticPackage(root: root, targetCount: targetCount, filesPerTarget: filesPerTarget)
    try package.write()
    let arguments = [root, "--manifest-json", package.manifestPath, "--layer-prefixes"]
    let runs = (0..<repeats).compactMap { _ in MeasuredRun.run(checker, arguments: arguments) }
    guard let best = runs.min(by: { $0.seconds < $1.seconds }) else {
        print("could not run \(checker)")
        exit(2)
    }
    let peak = runs.map(\.peakBytes).max() ?? 0
    if rowsOnly {
        MarkdownRows.print(runs, size: "\(targetCount) targets × \(filesPerTarget) files")
        continue
    }
    printRow([
        String(targetCount), String(package.fileCount), String(package.fileCount * SyntheticPackage.importsPerFile),
        String(format: "%.3f s", best.seconds), String(format: "%.1f MB", Double(peak) / 1_048_576),
        String(format: "%.1f µs", best.seconds / Double(package.fileCount) * 1e6), String(best.status),
    ])
}
