#if DEBUG
    import Foundation
    import Synchronization

    /// What the process has changed and not yet synced, and how far it is from its crash.
    final class SQLiteFaultState: Sendable {
        /// How to take back one change: the bytes it overwrote and the file's size before it.
        struct Undo {
            let offset: Int64
            let bytes: [UInt8]
            let size: Int64
        }

        private struct Counts {
            var crashAt = 0
            var losesUnsynced = false
            var image: String?
            var folders: Set<String> = []
            var changes = 0
            var paths: [Int: String] = [:]
            var nextID = 0
            var unsynced: [String: [Undo]] = [:]
        }

        // SQLite calls in from whichever thread runs a connection.
        private let counts = Mutex(Counts())

        func arm(crashAt: Int, losesUnsynced: Bool, image: String?) {
            counts.withLock {
                $0.crashAt = crashAt
                $0.losesUnsynced = losesUnsynced
                $0.image = image
            }
        }

        var keepsUndo: Bool { counts.withLock { $0.losesUnsynced } }

        func opened(_ path: String) -> Int {
            counts.withLock {
                $0.nextID += 1
                $0.paths[$0.nextID] = path
                return $0.nextID
            }
        }

        func closed(_ id: Int) {
            counts.withLock { _ = $0.paths.removeValue(forKey: id) }
        }

        func path(of id: Int) -> String {
            counts.withLock { $0.paths[id] ?? "" }
        }

        /// Counts one change to `path`, crashing instead when it is the chosen one.
        func change(_ path: String, undo: Undo? = nil) {
            counts.withLock { counts in
                counts.changes += 1
                // Every change names its file, a deleted one too, so its folder is known by the crash.
                if !path.isEmpty { counts.folders.insert((path as NSString).deletingLastPathComponent) }
                if counts.changes == counts.crashAt {
                    if let image = counts.image { Self.copy(counts.folders, into: image) }
                    Self.crash(undoing: counts.unsynced)
                }
                if let undo, counts.losesUnsynced { counts.unsynced[path, default: []].append(undo) }
            }
        }

        func synced(_ path: String) {
            counts.withLock { _ = $0.unsynced.removeValue(forKey: path) }
        }

        /// Copies the files of `folders`, not their subfolders, into `image`: what a crash of the
        /// process alone leaves, kept before the power cut's bytes are taken back.
        private static func copy(_ folders: Set<String>, into image: String) {
            for folder in folders {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                    let source = (folder as NSString).appendingPathComponent(name)
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder), !isFolder.boolValue
                    else { continue }
                    try? FileManager.default.copyItem(
                        atPath: source, toPath: (image as NSString).appendingPathComponent(name))
                }
            }
        }

        /// Takes back what a power cut would lose, then dies as a power cut does: at once.
        private static func crash(undoing unsynced: [String: [Undo]]) -> Never {
            for (path, undos) in unsynced {
                let file = open(path, O_WRONLY)
                guard file >= 0 else { continue }
                for undo in undos.reversed() {
                    _ = undo.bytes.withUnsafeBytes { pwrite(file, $0.baseAddress, $0.count, off_t(undo.offset)) }
                    _ = ftruncate(file, off_t(undo.size))
                }
                close(file)
            }
            kill(getpid(), SIGKILL)
            // A signal to oneself arrives before kill() returns; this only gives the compiler its Never.
            _exit(137)
        }
    }
#endif
