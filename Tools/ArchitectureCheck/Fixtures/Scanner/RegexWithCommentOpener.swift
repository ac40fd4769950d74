let r = /a\/*/
import Beta

// `/*` inside a bare regex (after an escaped slash) must not open a block
// comment that would swallow the import below it.
