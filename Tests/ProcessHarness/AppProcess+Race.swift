extension AppProcess {
    /// Starts `count` processes of `strata` with `arguments`, types `setup`
    /// into each and waits until each has shown `ready`, then types `line`
    /// into them all, one after the other, and returns how each ended: a race
    /// between processes at the point the test chose, not at a time.
    public static func race(
        _ count: Int, _ arguments: [String], setup: String, ready: String, line: String
    ) throws -> [ProcessResult] {
        let processes = try (0..<count).map { _ in try start(arguments) }
        for process in processes { process.type(setup) }
        for process in processes { try process.waitForOutput(containing: ready) }
        for process in processes {
            process.type(line)
            process.closeInput()
        }
        return try processes.map { try $0.finish() }
    }
}
