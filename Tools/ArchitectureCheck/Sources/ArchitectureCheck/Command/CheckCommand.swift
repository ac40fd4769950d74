import Foundation

/// `architecture-check` without the process around it, so tests can run it.
public enum CheckCommand {
    /// `environment` is the process's in the tool and empty by default, so
    /// tests behave the same on a laptop and in CI. `readInput` gives standard
    /// input, read only by `--affected-tests`.
    public static func run(
        arguments: [String], environment: [String: String] = [:], readInput: () -> String = { "" }
    ) async -> CommandResult {
        do {
            return try await run(CommandOptions(arguments: arguments, environment: environment), readInput: readInput)
        } catch {
            let text = "architecture-check: error: \(error.description)\n\n\(CommandOptions.usage)"
            return CommandResult(status: CommandResult.setupFailed, output: "", errorOutput: text)
        }
    }

    private static func run(_ options: CommandOptions, readInput: () -> String) async throws(SetupError)
        -> CommandResult
    {
        if options.action == .help {
            return CommandResult(status: CommandResult.clean, output: CommandOptions.usage, errorOutput: "")
        }
        let manifestJSON: [UInt8]
        if let path = options.manifestJSON {
            manifestJSON = try ManifestLoader.readFile(path)
        } else {
            manifestJSON = try ManifestLoader.dumpPackage(at: options.root)
        }
        let manifest = try ManifestDecoder.decode(manifestJSON)
        let checker = ArchitectureChecker(root: options.root, matchesLayerPrefixes: options.matchesLayerPrefixes)
        switch options.action {
        case .printGraph:
            return CommandResult(status: CommandResult.clean, output: try checker.graph(for: manifest), errorOutput: "")
        case .updateGraph:
            try checker.updateGraph(for: manifest)
            let message = "updated the module graph in \(ArchitectureChecker.documentName)"
            return CommandResult(status: CommandResult.clean, output: message, errorOutput: "")
        case .affectedTests:
            let paths = readInput().split(whereSeparator: \.isNewline).map(String.init)
            let root = options.root
            let features = checker.featureNames(of: manifest)
            let selection = AffectedSuites.selection(in: manifest, changedPaths: paths, features: features) { target in
                SourceCollector.swiftFiles(of: target, root: root).map { file in
                    let text = FileManager.default.contents(atPath: root + "/" + file) ?? Data()
                    return (file, AffectedSuites.suiteNames(inSource: String(decoding: text, as: UTF8.self)))
                }
            }
            return CommandResult(
                status: CommandResult.clean, output: selection.joined(separator: "\n"), errorOutput: "")
        case .writeBaseline:
            let report = try await checker.check(manifest)
            try write(Baseline.render(report.violations), to: options.root + "/" + options.baselinePath)
            let message = "wrote \(report.violations.count) entries to \(options.baselinePath)"
            return CommandResult(status: CommandResult.clean, output: message, errorOutput: "")
        case .check, .help:
            let report = judged(try await checker.check(manifest), options: options)
            let status = report.violations.isEmpty ? CommandResult.clean : CommandResult.violationsFound
            let output = ReportFormatter.render(report, as: options.format)
            guard let path = options.outputPath else {
                return CommandResult(status: status, output: output, errorOutput: "")
            }
            try write(output + "\n", to: path)
            return CommandResult(status: status, output: report.summary, errorOutput: "")
        }
    }

    /// The report without what the baseline accepts, plus, when strict, a
    /// finding for each entry that no longer occurs.
    static func judged(_ report: CheckReport, options: CommandOptions) -> CheckReport {
        let file = options.baselinePath
        let text = FileManager.default.contents(atPath: options.root + "/" + file).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard let text else { return report }
        let (new, baselined, stale) = Baseline(text: text).match(report.violations)
        let staleFindings =
            options.strictBaseline ? stale.map { Baseline.staleViolation($0.entry, line: $0.line, file: file) } : []
        return CheckReport(
            violations: new + staleFindings, filesChecked: report.filesChecked, targetsChecked: report.targetsChecked,
            baselined: baselined, staleEntries: options.strictBaseline ? 0 : stale.count)
    }

    private static func write(_ text: String, to path: String) throws(SetupError) {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw SetupError("cannot write \(path): \(error)")
        }
    }
}
