import Foundation

// The composition root: the only file that names concrete types from every layer.

let options: LaunchOptions
do {
    options = try LaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("inbox: \(error.message)\n\n\(LaunchOptions.usage)\n".utf8))
    exit(64)
}

switch options.action {
case .help:
    print(LaunchOptions.usage)
case .version:
    print("inbox \(LaunchOptions.version)")
case .run:
    let session: InboxSession
    do {
        session = try InboxSession(options: options)
    } catch {
        FileHandle.standardError.write(Data("inbox: \(error)\n".utf8))
        exit(1)
    }
    session.run()
}
