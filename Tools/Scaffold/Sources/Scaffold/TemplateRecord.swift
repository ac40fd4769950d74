import Foundation

/// `strata.json`: the template version and commit a fork follows, and every
/// generator run on it, in order. `make upgrade` replays the generators on the
/// old and the new template to merge the template's changes into the fork.
struct TemplateRecord: Codable, Equatable {
    static let path = "strata.json"
    static let about =
        "Strata's record of this fork: the template version and commit it follows, and each generator run on it, "
        + "in order. make upgrade replays them; the generators append here, so edit it only to fix a mistake."
    static let missing =
        "strata.json is missing: this fork predates recorded generators; run 'make record COMMIT=<the template "
        + "commit you forked from>', then list the generators you ran in it (README, Forking)"

    struct Template: Codable, Equatable {
        var version: String
        /// The template's commit this fork's generated files came from; none until a generator runs in a clone.
        var commit: String?
    }

    /// One generator run: `rename`, `feature`, `split-feature` and `field`
    /// with their name, `minimal` alone; a feature given modules of its own
    /// says so, one given FIELDS records them as typed, and `field` records
    /// its FIELD. `action` records its NAME, its FEATURE and its USES.
    struct Step: Codable, Equatable {
        var run: String
        var name: String?
        var modules: Bool?
        var fields: String?
        var field: String?
        var feature: String?
        var uses: String?

        init(
            run: String, name: String? = nil, modules: Bool? = nil, fields: String? = nil, field: String? = nil,
            feature: String? = nil, uses: String? = nil
        ) {
            self.run = run
            self.name = name
            self.modules = modules
            self.fields = fields
            self.field = field
            self.feature = feature
            self.uses = uses
        }
    }

    var about = TemplateRecord.about
    var template: Template
    var generators: [Step] = []

    /// The record in `repository`, or nil when the fork has none.
    static func read(from repository: Repository) throws(ScaffoldError) -> TemplateRecord? {
        guard repository.exists(path) else { return nil }
        do {
            return try JSONDecoder().decode(TemplateRecord.self, from: Data(try repository.read(path).utf8))
        } catch let error as ScaffoldError {
            throw error
        } catch {
            throw ScaffoldError("\(path): is not a record this scaffold can read; fix the JSON or restore it")
        }
    }

    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and arrays cannot fail.
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The generator runs as `make` takes them: `rename Acme`, `minimal`, `feature Orders`,
    /// `feature Orders MODULES=1`, `feature Orders FIELDS=customer:text,total:decimal(2)`,
    /// `field Orders FIELD=due:date?`, `action place FEATURE=Orders USES=Products,Customers`.
    /// FIELDS and USES are written with commas, which the generators read as
    /// they read spaces, and FIELD holds no space, so a step stays one word per setting.
    var stepLines: [String] {
        let words = { (text: String) in text.split { $0 == " " || $0 == "\t" }.joined(separator: ",") }
        return generators.map { step in
            let settings = [
                step.modules == true ? "MODULES=1" : nil, step.fields.map { "FIELDS=" + words($0) },
                step.field.map { "FIELD=" + $0 }, step.feature.map { "FEATURE=" + $0 },
                step.uses.map { "USES=" + words($0) },
            ]
            return ([step.run, step.name] + settings).compactMap { $0 }.joined(separator: " ")
        }
    }

    /// Adds `step` to the record in `repository`, if it keeps one, and names the
    /// template commit the first time a generator runs in a clone of it.
    static func recording(_ step: Step, in repository: Repository, into changes: inout ChangeSet)
        throws(ScaffoldError)
    {
        guard var record = try read(from: repository) else { return }
        record.generators.append(step)
        if record.template.commit == nil { record.template.commit = repository.headCommit() }
        changes.write(record.text, to: path)
    }
}

extension Repository {
    /// The commit checked out at the root, when the root is a git work tree.
    func headCommit() -> String? {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root.path, "rev-parse", "--verify", "-q", "HEAD"]
        let output = Pipe()
        git.standardOutput = output
        git.standardError = FileHandle.nullDevice
        guard (try? git.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        let commit = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return git.terminationStatus == 0 && commit.count == 40 ? commit : nil
    }
}
