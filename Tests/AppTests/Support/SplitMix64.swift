import Foundation

/// SplitMix64: small, fast, and the same sequence for a seed on every platform.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

extension SplitMix64 {
    /// The seeds a fuzz test runs: `<name>_SEED` (default 1) and the
    /// `<name>_SESSIONS` seeds after it (default `sessions`), from the
    /// environment, so a failure's seed repeats it alone.
    nonisolated static func seeds(named name: String, sessions: Int) -> [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        let first = environment[name + "_SEED"].flatMap { UInt64($0) } ?? 1
        let count = environment[name + "_SESSIONS"].flatMap { Int($0) } ?? sessions
        return (0..<UInt64(max(count, 1))).map { first &+ $0 }
    }
}
