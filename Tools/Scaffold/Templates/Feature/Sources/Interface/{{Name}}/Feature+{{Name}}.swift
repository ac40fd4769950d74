{{modules}}public import Interface
public import {{Application}}

extension Feature {
    /// The {{Name}} feature as the shell runs it: its commands, parsed into
    /// intents for its flow, on its window.
    public static func {{name}}(flow: {{Name}}Flow, window: {{Name}}Window) -> Feature {
        Feature(
            name: "{{command}}", summary: "your {{words}}", commands: {{Name}}Commands.help, flow: flow,
            window: window, parse: {{Name}}Commands.parse)
    }
}
