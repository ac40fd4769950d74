import Testing

@testable import Interface

@Suite struct ShellHelpTests {
    /// `add` with every field of a feature would push every summary off a line of 40 cells.
    @Test func aUsageTooLongForTheColumnTakesLinesOfItsOwnAndTheRestStayAligned() {
        let add = CommandHelp("add customer=text total=0.00 placed=YYYY-MM-DD? status=open|shipped", "add one")
        let lines = ShellHelp.lines(
            commands: [CommandHelp("list", "show them"), add, CommandHelp("show N", "show number N")],
            switches: [CommandHelp("orders", "your orders")], width: 40)
        #expect(
            lines == [
                "Commands:",
                "  list    show them",
                "  add customer=text total=0.00",
                "  placed=YYYY-MM-DD? status=open|shipped",
                "          add one",
                "  show N  show number N",
                "Features:",
                "  orders  your orders",
            ])
    }
}
