import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a running process has used since it started, as its system counts
/// it: its peak memory and its CPU. Read while the process runs: once it has
/// exited and been reaped, neither system keeps the figures for one process.
/// Each is nil when the process is gone or the system does not say.
enum ProcessUsage {
    /// The most memory the process has held, in bytes.
    static func peakMemory(of pid: pid_t) -> Int? {
        #if os(Linux)
            // VmHWM is the high-water mark of resident memory, in kB: "VmHWM:     5120 kB".
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({ Int($0) })
            else { return nil }
            return kilobytes * 1024
        #elseif canImport(Darwin)
            // macOS keeps no resident high-water mark per process, but it does
            // keep the peak of its footprint, the figure Activity Monitor shows.
            return darwinUsage(of: pid).map { Int($0.ri_lifetime_max_phys_footprint) }
        #else
            return nil
        #endif
    }

    /// The CPU the process has used, user and system together.
    static func cpuTime(of pid: pid_t) -> Duration? {
        #if os(Linux)
            // Fields 14 and 15 of /proc/PID/stat are user and system time in clock
            // ticks. The name, field 2, may hold spaces, so count from its closing ")".
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let nameEnd = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
            guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
            return .seconds(user + system) / sysconf(Int32(_SC_CLK_TCK))
        #elseif canImport(Darwin)
            guard let usage = darwinUsage(of: pid) else { return nil }
            // The figures are in Mach time units, which the timebase turns into nanoseconds.
            var timebase = mach_timebase_info_data_t()
            mach_timebase_info(&timebase)
            let units = usage.ri_user_time + usage.ri_system_time
            return .nanoseconds(Int64(units * UInt64(timebase.numer) / UInt64(timebase.denom)))
        #else
            return nil
        #endif
    }

    #if canImport(Darwin)
        private static func darwinUsage(of pid: pid_t) -> rusage_info_v4? {
            var usage = rusage_info_v4()
            let result = withUnsafeMutablePointer(to: &usage) { pointer in
                pointer.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) {
                    proc_pid_rusage(pid, RUSAGE_INFO_V4, $0)
                }
            }
            return result == 0 ? usage : nil
        }
    #endif
}
