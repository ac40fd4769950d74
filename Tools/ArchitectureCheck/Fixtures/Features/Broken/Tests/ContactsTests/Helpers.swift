// In no layer's folder, so no layer's line would check it.
import ContactsDomain
