import Interface

// The composition root: the only place that names concrete types from every
// layer. It parses the flags, builds every feature and hands them to the shell.

let options = LaunchCommand.options(from: Array(CommandLine.arguments.dropFirst()))
switch options.action {
case .help:
    print(LaunchOptions.usage)
case .version:
    print("strata \(LaunchOptions.version)")
case .run:
    let fullScreen = FullScreenLaunch.isWanted(lineMode: options.isLineMode)
    let context = FeatureContext(
        options: options, style: TextStyle(isEnabled: TerminalDevice.wantsStyle), isFullScreen: fullScreen)
    let features = await LaunchCommand.features(in: context)
    if fullScreen {
        await FullScreenLaunch.run(features, width: options.width)
    } else {
        let interactive = TerminalDevice.inputIsTerminal
        let shell = Shell(
            features: features, output: TerminalOutput(interactive: interactive),
            endOfInput: interactive ? .cancelsWork : .waitsForWork
        ) {
            // Read for every frame, so a resized terminal gets frames that fit.
            options.width ?? TerminalDevice.columns.map { max($0, LaunchOptions.minimumWidth) } ?? 80
        }
        await shell.run(InputLines.standardInput())
    }
}
