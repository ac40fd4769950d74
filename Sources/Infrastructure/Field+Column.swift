package import Domain
import Foundation

extension Field {
    /// The field's column on either engine, quoted: `placedOn` is "placed_on".
    /// The generator writes the same name into the schema's steps.
    package var column: String { "\"" + snakeName + "\"" }

    /// The column's name unquoted, as a `StoreReference` names it: `placed_on`.
    package var snakeName: String {
        name.unicodeScalars.map { scalar in
            CharacterSet.uppercaseLetters.contains(scalar) ? "_" + String(scalar).lowercased() : String(scalar)
        }.joined()
    }
}
