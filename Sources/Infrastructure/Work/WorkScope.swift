/// Which unit of work the running task's store calls belong to, if any: set
/// for the length of `perform`, and inherited by the tasks it starts. A
/// database that a unit holds lets that unit's calls in and holds back every
/// other.
enum WorkScope {
    @TaskLocal static var current: WorkToken?
}

/// One unit of work, known by its identity alone.
final class WorkToken: Sendable {}
