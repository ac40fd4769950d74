let r = /"""/
import Gamma

// `"""` inside a bare regex must not open a multi-line string that would
// swallow the import below it.
