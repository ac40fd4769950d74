import Foundation
import Infrastructure

// The composition root: the only place that names concrete types from every layer.

func fail(_ message: String, status: Int32, usage: Bool = false) -> Never {
    let text = "inbox: \(message)\n" + (usage ? "\n\(LaunchOptions.usage)\n" : "")
    FileHandle.standardError.write(Data(text.utf8))
    exit(status)
}

let options: LaunchOptions
do {
    options = try LaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.message, status: 64, usage: true)
}

switch options.action {
case .help:
    print(LaunchOptions.usage)
case .version:
    print("inbox \(LaunchOptions.version)")
case .run:
    let session: InboxSession
    do {
        let feed = try options.remote.map { url throws(FeedError) in try JSONFeed(url: url) }
        session = try InboxSession(options: options, feed: feed)
    } catch let error as FeedError {
        fail(error.description, status: 64)
    } catch {
        // The store could not be opened; the message names the path and what is wrong.
        fail("\(error)", status: 1)
    }
    session.run()
}
