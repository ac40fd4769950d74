import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The most memory a running process has held since it started, as its
/// system counts it. Read while the process runs: once it has exited and been
/// reaped, neither system keeps the figure for one process.
enum ProcessMemory {
    /// In bytes; nil when the process is gone or the system does not say.
    static func peak(of pid: pid_t) -> Int? {
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
            var usage = rusage_info_v4()
            let result = withUnsafeMutablePointer(to: &usage) { pointer in
                pointer.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) {
                    proc_pid_rusage(pid, RUSAGE_INFO_V4, $0)
                }
            }
            return result == 0 ? Int(usage.ri_lifetime_max_phys_footprint) : nil
        #else
            return nil
        #endif
    }
}
