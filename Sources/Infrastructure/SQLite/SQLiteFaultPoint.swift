import CSQLite
import Foundation

/// The point where a debug build of `strata` crashes on purpose, chosen by the
/// test that launched it, so crash tests cut a write where they mean to rather
/// than when a timer happens to fire.
///
/// With `STRATA_SQLITE_CRASH_AT=N` in the environment, the process kills itself
/// with SIGKILL just before its N-th change to a SQLite file: a write, a
/// truncation, a sync or a deletion, counted over the databases, journals and
/// logs it opens, from its start. SQLite's own writes are counted, so the cut
/// can fall before, inside or after a commit. With
/// `STRATA_SQLITE_CRASH_LOSES_UNSYNCED=1` the process first puts back every byte
/// written to a file since that file's last sync, as a power cut would lose
/// them; without it the kernel keeps them, as after a crash of the process alone.
/// With `STRATA_SQLITE_CRASH_IMAGE=FOLDER` too, it first copies every file of the
/// folders its databases live in into FOLDER, as a crash of the process alone
/// leaves them, so one run yields both states and a test walks each point once.
///
/// It is a SQLite VFS that wraps the default one. Release builds carry none of
/// it: `armIfRequested()` is empty there.
enum SQLiteFaultPoint {
    /// Installs the crash point when the environment asks for one; call it
    /// before opening a connection. Only the first call does anything.
    static func armIfRequested() {
        #if DEBUG
            _ = installed
        #endif
    }
}

#if DEBUG
    extension SQLiteFaultPoint {
        static let crashAtVariable = "STRATA_SQLITE_CRASH_AT"
        static let losesUnsyncedVariable = "STRATA_SQLITE_CRASH_LOSES_UNSYNCED"
        static let imageVariable = "STRATA_SQLITE_CRASH_IMAGE"

        private static let installed: Bool = {
            guard let text = getenv(crashAtVariable), let crashAt = Int(String(cString: text)), crashAt > 0,
                let original = sqlite3_vfs_find(nil)
            else { return false }
            let losesUnsynced = getenv(losesUnsyncedVariable).map { String(cString: $0) == "1" } ?? false
            let image = getenv(imageVariable).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
            faultState.arm(crashAt: crashAt, losesUnsynced: losesUnsynced, image: image)
            let vfs = UnsafeMutablePointer<sqlite3_vfs>.allocate(capacity: 1)
            vfs.initialize(to: original.pointee)
            vfs.pointee.pNext = nil
            vfs.pointee.zName = UnsafePointer(strdup("strata-fault-point"))
            vfs.pointee.pAppData = UnsafeMutableRawPointer(original)
            vfs.pointee.szOsFile = Int32(FaultFile.realOffset) + original.pointee.szOsFile
            vfs.pointee.xOpen = faultOpen
            vfs.pointee.xDelete = faultDelete
            return sqlite3_vfs_register(vfs, 1) == SQLITE_OK
        }()
    }

    private let faultState = SQLiteFaultState()

    /// The layout of an open file: SQLite's header, the id of its path, then the default VFS's file.
    private enum FaultFile {
        static let idOffset = MemoryLayout<sqlite3_file>.stride
        static let realOffset = idOffset + MemoryLayout<Int>.stride

        static func real(_ file: UnsafeMutablePointer<sqlite3_file>?) -> UnsafeMutablePointer<sqlite3_file> {
            (UnsafeMutableRawPointer(file!) + realOffset).assumingMemoryBound(to: sqlite3_file.self)
        }

        static func methods(_ file: UnsafeMutablePointer<sqlite3_file>?) -> sqlite3_io_methods {
            real(file).pointee.pMethods.pointee
        }

        static func path(_ file: UnsafeMutablePointer<sqlite3_file>?) -> String {
            faultState.path(of: (UnsafeMutableRawPointer(file!) + idOffset).load(as: Int.self))
        }

        static func size(_ file: UnsafeMutablePointer<sqlite3_file>?) -> Int64 {
            var size: sqlite3_int64 = 0
            _ = methods(file).xFileSize!(real(file), &size)
            return size
        }

        /// What `count` bytes at `offset` hold now, as far as the file reaches.
        static func undo(_ file: UnsafeMutablePointer<sqlite3_file>?, offset: Int64, count: Int64)
            -> SQLiteFaultState.Undo
        {
            let size = size(file)
            var bytes = [UInt8](repeating: 0, count: Int(max(0, min(count, size - offset))))
            if !bytes.isEmpty {
                _ = bytes.withUnsafeMutableBytes {
                    methods(file).xRead!(real(file), $0.baseAddress, Int32($0.count), offset)
                }
            }
            return SQLiteFaultState.Undo(offset: offset, bytes: bytes, size: size)
        }
    }

    /// Databases, rollback journals and write-ahead logs are wrapped; temporary files are not durable anyway.
    private let faultOpen:
        @convention(c) (
            UnsafeMutablePointer<sqlite3_vfs>?, UnsafePointer<CChar>?, UnsafeMutablePointer<sqlite3_file>?, Int32,
            UnsafeMutablePointer<Int32>?
        ) -> Int32 = { vfs, name, file, flags, outFlags in
            let original = vfs!.pointee.pAppData.assumingMemoryBound(to: sqlite3_vfs.self)
            let durable = SQLITE_OPEN_MAIN_DB | SQLITE_OPEN_MAIN_JOURNAL | SQLITE_OPEN_WAL
            guard let name, flags & durable != 0 else {
                return original.pointee.xOpen!(original, name, file, flags, outFlags)
            }
            let real = FaultFile.real(file)
            let code = original.pointee.xOpen!(original, name, real, flags, outFlags)
            guard code == SQLITE_OK, real.pointee.pMethods != nil else {
                file!.pointee.pMethods = nil
                return code
            }
            (UnsafeMutableRawPointer(file!) + FaultFile.idOffset).storeBytes(
                of: faultState.opened(String(cString: name)), as: Int.self)
            file!.pointee.pMethods = UnsafePointer(makeFaultMethods())
            return code
        }

    private let faultDelete:
        @convention(c) (UnsafeMutablePointer<sqlite3_vfs>?, UnsafePointer<CChar>?, Int32) -> Int32 = {
            vfs, name, syncDirectory in
            let original = vfs!.pointee.pAppData.assumingMemoryBound(to: sqlite3_vfs.self)
            let path = name.map { String(cString: $0) } ?? ""
            faultState.change(path)
            let code = original.pointee.xDelete!(original, name, syncDirectory)
            faultState.synced(path)
            return code
        }

    /// Each open file gets its own table, freed when it closes, so no mutable
    /// global has to be shared between the threads SQLite calls in from.
    private func makeFaultMethods() -> UnsafeMutablePointer<sqlite3_io_methods> {
        let methods = UnsafeMutablePointer<sqlite3_io_methods>.allocate(capacity: 1)
        methods.initialize(
            to: sqlite3_io_methods(
                iVersion: 3,
                xClose: { file in
                    let code = FaultFile.methods(file).xClose!(FaultFile.real(file))
                    faultState.closed((UnsafeMutableRawPointer(file!) + FaultFile.idOffset).load(as: Int.self))
                    UnsafeMutablePointer(mutating: file!.pointee.pMethods)?.deallocate()
                    file!.pointee.pMethods = nil
                    return code
                },
                xRead: { file, buffer, count, offset in
                    FaultFile.methods(file).xRead!(FaultFile.real(file), buffer, count, offset)
                },
                xWrite: { file, buffer, count, offset in
                    let undo = faultState.keepsUndo ? FaultFile.undo(file, offset: offset, count: Int64(count)) : nil
                    faultState.change(FaultFile.path(file), undo: undo)
                    return FaultFile.methods(file).xWrite!(FaultFile.real(file), buffer, count, offset)
                },
                xTruncate: { file, size in
                    let undo =
                        faultState.keepsUndo
                        ? FaultFile.undo(file, offset: size, count: FaultFile.size(file) - size) : nil
                    faultState.change(FaultFile.path(file), undo: undo)
                    return FaultFile.methods(file).xTruncate!(FaultFile.real(file), size)
                },
                // The disk is not asked: the undo above models what a sync saves, so a crash test
                // runs as fast on a slow disk as on a fast one.
                xSync: { file, _ in
                    let path = FaultFile.path(file)
                    faultState.change(path)
                    faultState.synced(path)
                    return SQLITE_OK
                },
                xFileSize: { file, size in FaultFile.methods(file).xFileSize!(FaultFile.real(file), size) },
                xLock: { file, level in FaultFile.methods(file).xLock!(FaultFile.real(file), level) },
                xUnlock: { file, level in FaultFile.methods(file).xUnlock!(FaultFile.real(file), level) },
                xCheckReservedLock: { file, result in
                    FaultFile.methods(file).xCheckReservedLock!(FaultFile.real(file), result)
                },
                xFileControl: { file, operation, argument in
                    FaultFile.methods(file).xFileControl!(FaultFile.real(file), operation, argument)
                },
                xSectorSize: { file in FaultFile.methods(file).xSectorSize!(FaultFile.real(file)) },
                xDeviceCharacteristics: { file in
                    FaultFile.methods(file).xDeviceCharacteristics!(FaultFile.real(file))
                },
                xShmMap: { file, page, size, extend, memory in
                    FaultFile.methods(file).xShmMap!(FaultFile.real(file), page, size, extend, memory)
                },
                xShmLock: { file, offset, count, flags in
                    FaultFile.methods(file).xShmLock!(FaultFile.real(file), offset, count, flags)
                },
                xShmBarrier: { file in FaultFile.methods(file).xShmBarrier!(FaultFile.real(file)) },
                xShmUnmap: { file, delete in FaultFile.methods(file).xShmUnmap!(FaultFile.real(file), delete) },
                xFetch: { file, offset, count, pointer in
                    FaultFile.methods(file).xFetch!(FaultFile.real(file), offset, count, pointer)
                },
                xUnfetch: { file, offset, pointer in
                    FaultFile.methods(file).xUnfetch!(FaultFile.real(file), offset, pointer)
                }))
        return methods
    }
#endif
