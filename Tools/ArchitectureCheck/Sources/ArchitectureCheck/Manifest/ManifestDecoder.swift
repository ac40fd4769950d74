import Foundation

/// Decodes the JSON of `swift package dump-package`, so dependencies come
/// from SwiftPM's own evaluation of Package.swift.
public enum ManifestDecoder {
    public static func decode(_ json: [UInt8]) throws(SetupError) -> PackageManifest {
        let dump: Dump
        do {
            dump = try JSONDecoder().decode(Dump.self, from: Data(json))
        } catch {
            throw SetupError("cannot read the package description JSON: \(error)")
        }
        return PackageManifest(
            targets: dump.targets.map { target in
                ManifestTarget(
                    name: target.name, type: target.type, dependencies: target.dependencies.compactMap(\.name),
                    path: target.path, exclude: target.exclude ?? [])
            })
    }

    private struct Dump: Decodable {
        let targets: [Target]
    }

    private struct Target: Decodable {
        let name: String
        let type: String
        let path: String?
        let exclude: [String]?
        let dependencies: [Dependency]
    }

    /// One of `{"byName": [name, condition]}`, `{"target": […]}` or
    /// `{"product": [name, package, …]}`; the name always comes first.
    private struct Dependency: Decodable {
        let name: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            let key = container.allKeys.first
            var fields = try key.map { try container.nestedUnkeyedContainer(forKey: $0) }
            name = try fields?.decodeIfPresent(String.self)
        }
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        let intValue: Int? = nil
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
