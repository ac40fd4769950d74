{{modules}}public import Interface
public import {{Application}}

extension Feature {
    /// The {{Name}} feature as the shell runs it: its commands and keys,
    /// turned into intents for its flow, on its window: `{{Name}}Window` in
    /// line mode, `{{Name}}FullScreenWindow` full screen.
    public static func {{name}}(flow: {{Name}}Flow, window: any FeatureWindow & {{Name}}Display) -> Feature {
        Feature(
            name: "{{command}}", summary: "your {{words}}", commands: {{Name}}Commands.help, keys: {{Name}}Keys.map,
            flow: flow, window: window, parse: {{Name}}Commands.parse)
    }
}
