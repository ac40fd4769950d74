import Foundation
import Scaffold

let outcome = ScaffoldCommand.run(Array(CommandLine.arguments.dropFirst()), defaultRoot: ".")
if !outcome.output.isEmpty { print(outcome.output) }
if !outcome.error.isEmpty { FileHandle.standardError.write(Data((outcome.error + "\n").utf8)) }
exit(outcome.status)
