// The executable only connects OracleCommand to the process, and times it.
import ArchitectureCheck
import Foundation

let start = ContinuousClock.now
let result = OracleCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
if !result.output.isEmpty {
    print(
        result.output,
        "in \(start.duration(to: .now).formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1))))")
}
if !result.errorOutput.isEmpty {
    FileHandle.standardError.write(Data((result.errorOutput + "\n").utf8))
}
exit(result.status)
