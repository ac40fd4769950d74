/// Why the shell draws a frame or reports a refusal: a view that answers
/// each command with one line (the JSON view) writes nothing for the launch
/// on its answers' stream, and marks a frame that background work drew.
public enum FrameCause: Sendable {
    /// The feature shown at launch, before any command.
    case launch
    /// The answer to a command.
    case command
    /// Background work, such as a sync, changed the screen.
    case update
}
