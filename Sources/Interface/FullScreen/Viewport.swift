/// Fits a screen of a head, a scrolling body and a tail into a height: the
/// head and tail stay, and the body scrolls just far enough that the lines
/// in `focus` show.
public enum Viewport {
    public static func fit(
        head: [String], body: [String], tail: [String], height: Int, focus: Range<Int>? = nil
    ) -> [String] {
        let room = max(0, height - head.count - tail.count)
        let start = focus.map { max(0, min($0.upperBound - room, $0.lowerBound)) } ?? 0
        let shown = Array(body.dropFirst(start).prefix(room))
        let padded = shown + Array(repeating: "", count: room - shown.count)
        // A screen too short for head and tail keeps the top of them.
        return Array((head + padded + tail).prefix(height))
    }
}
