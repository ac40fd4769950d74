#if os(Linux)
    import Glibc
#elseif os(macOS)
    import Darwin
#else
    import Theta
#endif
import Iota

// The compiler keeps one branch; the scanner counts all three, so a layer is
// checked on every platform. The oracle accepts the extra ones: they are inside #if.
