/// Where the full-screen shell's events come from: the App's terminal, or a
/// test's script. The shell takes every event that waits at once and draws
/// only when none is left, so input that runs ahead of drawing costs one
/// frame, never one a read. It has one reader: the shell.
public protocol ScreenInput: Sendable {
    /// Every event that waits, in order, waiting for one when none does;
    /// empty once the terminal has gone and every event is taken.
    func next() async -> [ScreenEvent]

    /// Whether events wait to be taken, so a frame drawn now would at once be stale.
    var isWaiting: Bool { get }
}
