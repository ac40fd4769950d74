/// What to write to a full-screen terminal to turn the frame on it into the
/// next one: each line that changed, in place, and nothing else. Moving the
/// selection by one row rewrites two lines, whatever the list's length.
public enum ScreenDiff {
    /// Clears the screen and homes the cursor: the start of a first frame, or
    /// of one after the terminal changed size, when nothing on it can be trusted.
    public static let clear = "\u{1B}[H\u{1B}[2J"

    /// The bytes that turn `old` into `new`, row by row from the top; with no
    /// `old`, the whole of `new` on a cleared screen. The cursor ends after
    /// the last row written.
    public static func update(from old: [String]?, to new: [String]) -> String {
        var output = old == nil ? clear : ""
        let previous = old ?? []
        for row in 0..<max(previous.count, new.count) {
            let line = row < new.count ? new[row] : ""
            guard old == nil || row >= previous.count || previous[row] != line else { continue }
            // Row and column count from 1. The row is erased before it is drawn:
            // after a line that fills the row, the cursor waits on its last cell,
            // and an erase there would take that cell with it.
            output += "\u{1B}[\(row + 1);1H\u{1B}[2K" + line
        }
        return output
    }
}
