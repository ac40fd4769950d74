/// What follows a field's name in `FIELDS`: its kind, and for a number the
/// range it declares.
extension FieldSpec {
    /// The kind `type` names, with the bounds it declares, if any.
    static func kind(_ type: String, of name: String) throws(ScaffoldError) -> (Kind, Bounds?) {
        switch type {
        case "text": return (.text, nil)
        case "int": return (.int, nil)
        case "date": return (.date, nil)
        case "time": return (.time, nil)
        case "bool": return (.bool, nil)
        default: break
        }
        if let first = type.unicodeScalars.first, ("A"..."Z").contains(first) {
            return (.reference(try FeatureName(type)), nil)
        }
        if type.hasPrefix("int("), type.hasSuffix(")") {
            return (.int, try bounds(type.dropFirst(4).dropLast(), scale: nil, in: "\(name):\(type)"))
        }
        if type.hasPrefix("decimal("), type.hasSuffix(")") {
            let inside = type.dropFirst(8).dropLast()
            let comma = inside.firstIndex(of: ",")
            guard let scale = Int(inside[..<(comma ?? inside.endIndex)]), (0...17).contains(scale) else {
                throw ScaffoldError(
                    "'\(name):\(type)': the scale of decimal(S) is a number from 0 to 17, such as decimal(2)")
            }
            let range = try comma.map { (comma) throws(ScaffoldError) in
                try bounds(inside[inside.index(after: comma)...], scale: scale, in: "\(name):\(type)")
            }
            return (.decimal(scale: scale), range)
        }
        if let open = type.firstIndex(of: "("), ["text", "date", "time", "bool"].contains(type[..<open]) {
            throw ScaffoldError(
                "'\(name):\(type)': only an int or a decimal takes a range, as int(0...) or decimal(2,0...)")
        }
        if type.hasPrefix("enum("), type.hasSuffix(")") {
            let cases = type.dropFirst(5).dropLast().split(separator: "|", omittingEmptySubsequences: false).map(
                String.init)
            for value in cases {
                try validate(value, as: "case of '\(name)'")
                guard !["allCases", "rawValue", "init"].contains(value) else {
                    throw ScaffoldError("'\(value)' cannot be a case of '\(name)': a Swift enum already has it")
                }
            }
            guard cases.count >= 2 else {
                throw ScaffoldError(
                    "'\(name):\(type)' needs at least two cases, as enum(open|shipped); one is no choice")
            }
            guard Set(cases).count == cases.count else {
                throw ScaffoldError(
                    "'\(name):\(type)' names a case twice; each case is written once, as enum(open|shipped)")
            }
            return (.choice(cases), nil)
        }
        throw ScaffoldError("'\(name):\(type)' has an unknown type; write \(grammar)")
    }
}
