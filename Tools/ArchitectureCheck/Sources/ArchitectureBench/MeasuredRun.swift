#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program once and records its wall time, peak memory and status.
/// Uses posix_spawn and wait4 so the peak is the child's own, not the bench's.
struct MeasuredRun {
    let seconds: Double
    let peakBytes: Int
    let status: Int32

    static func run(_ path: String, arguments: [String]) -> MeasuredRun? {
        var nullOutput: posix_spawn_file_actions_t = .init()
        posix_spawn_file_actions_init(&nullOutput)
        defer { posix_spawn_file_actions_destroy(&nullOutput) }
        // The checker's report is not part of the measurement, so it goes nowhere.
        posix_spawn_file_actions_addopen(&nullOutput, 1, "/dev/null", O_WRONLY, 0)

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        guard posix_spawn(&pid, path, &nullOutput, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        #if canImport(Darwin)
            let peakBytes = Int(usage.ru_maxrss)
        #else
            let peakBytes = Int(usage.ru_maxrss) * 1024
        #endif
        return MeasuredRun(seconds: seconds, peakBytes: peakBytes, status: (status >> 8) & 0xff)
    }
}
