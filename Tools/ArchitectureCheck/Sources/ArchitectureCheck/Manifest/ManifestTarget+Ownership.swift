extension ManifestTarget {
    /// How deeply the target's folder contains `path`, a file relative to the
    /// package root: the length of the target's path, or nil when the file lies
    /// outside it or under one of its excludes. Of several targets containing
    /// a file, SwiftPM builds it in the one with the longest path that does not
    /// exclude it (a feature's `Sources/Domain/Contacts` inside `Sources/Domain`).
    func depth(ofOwning path: String) -> Int? {
        let folder = Self.normalized(self.path)
        guard path.hasPrefix(folder + "/") else { return nil }
        let relative = path.dropFirst(folder.count + 1)
        for excluded in exclude.map(Self.normalized) where relative == excluded || relative.hasPrefix(excluded + "/") {
            return nil
        }
        return folder.count
    }

    /// Without `./` in front or `/` behind, as git prints paths.
    static func normalized(_ path: String) -> String {
        var result = Substring(path)
        while result.hasPrefix("./") { result = result.dropFirst(2) }
        while result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }
}
