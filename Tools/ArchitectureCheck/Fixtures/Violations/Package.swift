// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Violations",
    targets: [
        .target(name: "Domain", dependencies: ["App"]),
        .executableTarget(name: "App", dependencies: ["Domain"]),
        .target(name: "Extras"),
    ]
)
