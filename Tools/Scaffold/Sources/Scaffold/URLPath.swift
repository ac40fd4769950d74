import Foundation

/// Turns a path from the command line into a file URL, relative to the current folder.
enum URLPath {
    static func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }
}
