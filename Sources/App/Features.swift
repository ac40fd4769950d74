import Interface

/// Every feature of the App, in the order `help` lists them; the first shows
/// at launch. Each line builds one feature from the shared context, and the
/// shell treats them all alike.
enum Features {
    /// `make feature NAME=…` adds one line above the marker below, so keep the marker.
    static func all(in context: FeatureContext) async throws(LaunchError) -> [Feature] {
        [
            try await InboxAssembly.feature(in: context),
            try await ContactsAssembly.feature(in: context),
            // strata:features — new features go above this line
        ]
    }
}
