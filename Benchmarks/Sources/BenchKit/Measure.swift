import Foundation

/// A figure taken over several runs: the median, with the fastest and slowest run.
public struct Measure: Sendable {
    public let median: Double
    public let min: Double
    public let max: Double
    /// The 99th percentile of the runs: the slowest, below 100 runs.
    public let p99: Double

    public init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "a measure needs at least one run")
        let sorted = samples.sorted()
        median = sorted[sorted.count / 2]
        min = sorted[0]
        max = sorted[sorted.count - 1]
        p99 = sorted[Swift.min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
    }

    /// Runs `body` `runs` times, awaiting each, and measures each run's wall time in
    /// milliseconds. Async, because Strata's ports are: a synchronous body runs as well.
    public static func milliseconds(_ runs: Int, _ body: () async -> Void) async -> Measure {
        var samples: [Double] = []
        for _ in 0..<Swift.max(1, runs) { samples.append(await elapsedMilliseconds(body)) }
        return Measure(samples)
    }

    public static func elapsedMilliseconds(_ body: () async -> Void) async -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        await body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    public static func single(_ value: Double) -> Measure { Measure([value]) }

    /// The ratio of two figures measured apart: the median over the median, and
    /// the widest spread their runs allow (fastest over slowest, slowest over fastest).
    public static func ratio(_ numerator: Measure, over denominator: Measure) -> Measure {
        Measure(
            median: numerator.median / denominator.median, min: numerator.min / denominator.max,
            max: numerator.max / denominator.min)
    }

    private init(median: Double, min: Double, max: Double) {
        self.median = median
        self.min = min
        self.max = max
        p99 = max
    }

    /// The most memory the process has held so far.
    public static func peakMegabytes() -> Double {
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
