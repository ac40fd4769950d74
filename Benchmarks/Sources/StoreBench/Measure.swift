import Foundation

/// Timings in milliseconds: the median of several runs, with min and max.
struct Measure {
    let median: Double
    let min: Double
    let max: Double

    static func median(_ runs: Int, _ body: () -> Void) -> Measure {
        let times = (0..<Swift.max(1, runs)).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        }.sorted()
        return Measure(median: times[times.count / 2], min: times[0], max: times[times.count - 1])
    }

    static func single(_ value: Double) -> Measure { Measure(median: value, min: value, max: value) }

    /// The most memory the process has held so far.
    static func peakMegabytes() -> Double {
        var usage = rusage()
        #if os(macOS)
            getrusage(RUSAGE_SELF, &usage)
            return Double(usage.ru_maxrss) / 1_048_576
        #else
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Double(usage.ru_maxrss) / 1024
        #endif
    }
}
