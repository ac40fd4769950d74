// swift-tools-version: 6.0
import PackageDescription

// The generators behind `make feature`, `make rename` and `make minimal`. They
// live in their own package, like the architecture checker, so a fork needs
// nothing but the Swift toolchain and the application's graph stays its five layers.
let strictImports: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Scaffold",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scaffold", targets: ["ScaffoldTool"]),
        .library(name: "Scaffold", targets: ["Scaffold"]),
    ],
    targets: [
        .target(name: "Scaffold", swiftSettings: strictImports),
        .executableTarget(name: "ScaffoldTool", dependencies: ["Scaffold"], swiftSettings: strictImports),
        .testTarget(name: "ScaffoldTests", dependencies: ["Scaffold"], swiftSettings: strictImports),
    ],
    swiftLanguageModes: [.v6]
)
