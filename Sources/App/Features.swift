import Interface

/// The features `inbox` offers beside the Inbox, each behind one command word
/// that `help` lists.
enum Features {
    /// `make feature NAME=…` adds one line above the marker below, so keep the marker.
    static func commands(style: TextStyle) -> [FeatureCommand] {
        [
            // scaffold: new feature commands go above this line
        ]
    }
}
