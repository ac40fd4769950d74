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
    let view = ShellLaunch.view(for: options)
    let context = FeatureContext(
        options: options, style: TextStyle(isEnabled: TerminalDevice.wantsStyle && view != .json), view: view)
    let features = await LaunchCommand.features(in: context)
    if view == .fullScreen {
        await FullScreenLaunch.run(features, width: options.width)
    } else {
        await ShellLaunch.run(features, view: view, width: options.width)
    }
}
