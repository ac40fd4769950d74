/// The files a generator edits by region, read and checked before it plans
/// anything else: a marker it needs that is missing stops it with one line
/// naming the file and the marker, before any change is planned.
struct MarkedFiles {
    private var files: [String: MarkedText] = [:]
    private var originals: [String: String] = [:]
    private let regionSet: Set<TemplateRegion>

    /// Reads every file that holds one of `regions` and checks each region is
    /// marked there; a sample page that `make minimal` removed is skipped.
    init(_ regions: [TemplateRegion], in repository: Repository) throws(ScaffoldError) {
        let regions = regions.filter { !$0.isInSamplePage || repository.exists($0.file) }
        for region in regions {
            if files[region.file] == nil {
                let text = try repository.read(region.file)
                originals[region.file] = text
                files[region.file] = try MarkedText(text, path: region.file)
            }
            try files[region.file]?.requireRegion(region.name)
        }
        regionSet = Set(regions)
    }

    /// The regions that were read: every one asked for but a removed sample page's.
    var regions: [TemplateRegion] { TemplateRegion.all.filter(regionSet.contains) }

    func contents(of region: TemplateRegion) -> String {
        file(holding: region).contents(of: region.name)
    }

    mutating func replaceContents(of region: TemplateRegion, with text: String) {
        var edited = file(holding: region)
        edited.replaceContents(of: region.name, with: text)
        files[region.file] = edited
    }

    /// Plans a write of each file whose text the edits changed.
    func write(to changes: inout ChangeSet) {
        for (path, file) in files where file.text != originals[path] {
            changes.write(file.text, to: path)
        }
    }

    private func file(holding region: TemplateRegion) -> MarkedText {
        guard regionSet.contains(region), let file = files[region.file] else {
            preconditionFailure("\(region.file): the region '\(region.name)' was not read and checked first")
        }
        return file
    }
}
