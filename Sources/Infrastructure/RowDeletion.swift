package import Application

/// What deleting one row by id came to, on either engine: a store turns
/// each outcome into its own result or error.
package enum RowDeletion: Equatable, Sendable {
    case deleted
    case notFound
    /// Rows of other features name it, by a reference the App declared; it is kept.
    case referred([Referrers])
}
