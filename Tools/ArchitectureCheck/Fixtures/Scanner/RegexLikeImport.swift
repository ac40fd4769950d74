let pattern = /import Kappa/
import Zeta

// The regex's text looks like an import of Kappa; only Zeta is one.
