let r = /#/
import Alpha

// `#` right after a bare regex's `/` must not open an extended regex `#/…/#`
// that would swallow the import below it.
