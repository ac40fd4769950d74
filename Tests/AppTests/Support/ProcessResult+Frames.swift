import Foundation
import ProcessHarness

extension ProcessResult {
    /// The frames a piped session printed, in order, each line ending in `|`
    /// so that a golden frame shows the spaces that pad a line to the width.
    /// Frames are separated by one blank line and hold none themselves.
    var markedFrames: [String] {
        var text = output
        if text.hasPrefix("\n") { text.removeFirst() }
        if text.hasSuffix("\n") { text.removeLast() }
        return text.components(separatedBy: "\n\n").map { frame in
            frame.split(separator: "\n", omittingEmptySubsequences: false).map { $0 + "|" }.joined(separator: "\n")
        }
    }
}
