/// Fits a screen of a head, a scrolling body and a tail into a height: the
/// head and tail stay, and the body scrolls just far enough that the lines
/// in `focus` show.
public enum Viewport {
    /// The screen, its body shown from line `top`, moved as little as keeps `focus` in view.
    public static func fit(
        head: [String], body: [String], tail: [String], height: Int, focus: Range<Int>? = nil, from top: Int = 0
    ) -> [String] {
        let room = max(0, height - head.count - tail.count)
        let start = Self.top(top, keeping: focus, room: room, count: body.count)
        let shown = Array(body.dropFirst(start).prefix(room))
        let padded = shown + Array(repeating: "", count: room - shown.count)
        // A screen too short for head and tail keeps the top of them.
        return Array((head + padded + tail).prefix(height))
    }

    /// The first line to show of `count` in `room` rows: `top` where that
    /// keeps `focus` in view, else moved just far enough. A window keeps it
    /// between frames, so a cursor moving inside the view scrolls nothing and
    /// only its two rows change.
    public static func top(_ top: Int, keeping focus: Range<Int>?, room: Int, count: Int) -> Int {
        var top = max(0, min(top, count - room))
        if let focus {
            if focus.lowerBound < top {
                top = focus.lowerBound
            } else if focus.upperBound > top + room {
                top = max(0, min(focus.upperBound - room, focus.lowerBound))
            }
        }
        return top
    }
}
