// SwiftPM on Linux runs this file, found by its name, as the test binary's entry point,
// instead of finding XCTest's tests through an index. So builds need no index store, a
// sixth of their CPU. The tests are Swift Testing's only: an XCTest case would never run
// (the architecture checker refuses `import XCTest` in the app's test targets; here only
// review can). macOS ignores this file.
import Testing

/// Starts Swift Testing, which finds the `@Test` functions linked into the binary.
@main enum XCTMain {
    static func main() async {
        await Testing.__swiftPMEntryPoint() as Never
    }
}
