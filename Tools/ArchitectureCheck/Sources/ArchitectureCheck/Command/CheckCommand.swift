/// `architecture-check` without the process around it, so tests can run it.
public enum CheckCommand {
    public static func run(arguments: [String]) async -> CommandResult {
        do {
            return try await run(CommandOptions(arguments: arguments))
        } catch {
            let text = "architecture-check: error: \(error.description)\n\n\(CommandOptions.usage)"
            return CommandResult(status: CommandResult.setupFailed, output: "", errorOutput: text)
        }
    }

    private static func run(_ options: CommandOptions) async throws(SetupError) -> CommandResult {
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
            return CommandResult(status: CommandResult.clean, output: MermaidGraph.render(manifest), errorOutput: "")
        case .updateGraph:
            try checker.updateGraph(for: manifest)
            let message = "updated the module graph in \(ArchitectureChecker.documentName)"
            return CommandResult(status: CommandResult.clean, output: message, errorOutput: "")
        case .check, .help:
            let report = try await checker.check(manifest)
            let output = options.format == .json ? ReportFormatter.json(report) : ReportFormatter.text(report)
            let status = report.violations.isEmpty ? CommandResult.clean : CommandResult.violationsFound
            return CommandResult(status: status, output: output, errorOutput: "")
        }
    }
}
