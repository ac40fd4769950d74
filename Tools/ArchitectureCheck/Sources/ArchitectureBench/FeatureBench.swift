import ArchitectureCheck
import Foundation

/// `architecture-bench --features`: times the checker on a package laid out
/// with feature modules, from its saved description as `make check` would
/// after SwiftPM, and with `--dump-package` also SwiftPM's `dump-package` on
/// its table-built Package.swift, which is the other half of a real check.
enum FeatureBench {
    static let featureCount = 50
    static let repeats = 5

    static func run(checker: String, timingDumpPackage: Bool) throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("architecture-bench-features-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let package = SyntheticFeaturePackage(root: root, featureCount: featureCount)
        let (files, imports) = try package.write()
        let runs = (0..<repeats).compactMap { _ in
            MeasuredRun.run(checker, arguments: [root, "--manifest-json", package.manifestPath])
        }
        guard runs.count == repeats else {
            print("could not run \(checker)")
            exit(2)
        }
        let seconds = runs.map(\.seconds).sorted()
        let peak = Double(runs.map(\.peakBytes).max() ?? 0) / 1_048_576
        print("features  targets  files  imports  wall (median of \(repeats))  min      max      peak RSS  exit")
        let cells = [
            "\(featureCount)", "\(package.targets.count)", "\(files)", "\(imports)",
            String(format: "%.3f s", seconds[repeats / 2]), String(format: "%.3f s", seconds[0]),
            String(format: "%.3f s", seconds[repeats - 1]), String(format: "%.1f MB", peak),
            "\(runs.map(\.status).max() ?? 0)",
        ]
        let widths = [8, 7, 5, 7, 19, 7, 7, 8, 4]
        print(
            zip(cells, widths).map { $0.padding(toLength: max($1, $0.count), withPad: " ", startingAt: 0) }
                .joined(separator: "  "))
        guard timingDumpPackage else { return }
        let start = ContinuousClock.now
        let dumped = try ManifestDecoder.decode(ManifestLoader.dumpPackage(at: root))
        let elapsed = ContinuousClock.now - start
        let saved = try ManifestDecoder.decode(ManifestLoader.readFile(package.manifestPath))
        let agreement = dumped == saved ? "its description matches the saved one" : "its description DIFFERS"
        print("swift package dump-package on the table-built Package.swift: \(elapsed) (\(agreement))")
    }
}
