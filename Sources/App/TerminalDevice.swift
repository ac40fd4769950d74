#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process can learn about the terminal it runs in, if any.
enum TerminalDevice {
    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Style only for a person: a terminal on stdout, and no `NO_COLOR` (see no-color.org).
    static var wantsStyle: Bool {
        let noColor = getenv("NO_COLOR").map { String(cString: $0) } ?? ""
        return outputIsTerminal && noColor.isEmpty
    }

    /// The width of the terminal on stdout, or nil when stdout is not one.
    static var columns: Int? { size?.width }

    /// The size of the terminal on stdout in cells, or nil when stdout is not one.
    static var size: (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
