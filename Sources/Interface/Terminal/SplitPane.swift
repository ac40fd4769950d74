/// Sets two columns of lines side by side with a rule between them.
enum SplitPane {
    static func join(_ left: [String], _ right: [String], leftWidth: Int) -> [String] {
        (0..<max(left.count, right.count)).map { index in
            let leftLine = index < left.count ? left[index] : ""
            let rightLine = index < right.count ? right[index] : ""
            return pad(leftLine, to: leftWidth) + " │ " + rightLine
        }
    }

    /// Pads by visible width: styled text carries escape codes that take no cells.
    private static func pad(_ line: String, to width: Int) -> String {
        line + String(repeating: " ", count: max(0, width - TerminalCells.width(of: TextStyle.strip(line))))
    }
}
