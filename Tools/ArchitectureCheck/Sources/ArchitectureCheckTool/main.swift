// The executable only connects CheckCommand to the process: arguments in,
// text and an exit status out.
import ArchitectureCheck
import Foundation

let result = await CheckCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    readInput: { String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) })
if !result.output.isEmpty {
    print(result.output)
}
if !result.errorOutput.isEmpty {
    FileHandle.standardError.write(Data((result.errorOutput + "\n").utf8))
}
exit(result.status)
