package import Domain
import Foundation

extension Field {
    /// The field's column on either engine, quoted: `placedOn` is "placed_on".
    /// The generator writes the same name into the schema's steps.
    package var column: String {
        let snake = name.unicodeScalars.map { scalar in
            CharacterSet.uppercaseLetters.contains(scalar) ? "_" + String(scalar).lowercased() : String(scalar)
        }
        return "\"" + snake.joined() + "\""
    }
}
