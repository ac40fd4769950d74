/// How a string that may hold NUL is kept in PostgreSQL's text, which cannot:
/// NUL is written as the bytes 01 01 and the byte 01 as 01 02. Both escapes
/// begin with 01, which sorts after NUL and before anything else, so escaped
/// strings compare byte by byte just as the strings did: ids still break
/// ties the way SQLite's do. Text without either byte is left as it is.
enum PostgreSQLText {
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 <= 1 }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            if byte <= 1 { bytes += [1, byte + 1] } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The string `escaped` was given. A 01 that starts no escape, which
    /// another program may have written, is kept as it is.
    static func unescaped(_ text: String) -> String {
        guard text.utf8.contains(1) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == 1 else {
                bytes.append(byte)
                continue
            }
            switch iterator.next() {
            case 1: bytes.append(0)
            case 2: bytes.append(1)
            case let other?: bytes += [1, other]
            case nil: bytes.append(1)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
