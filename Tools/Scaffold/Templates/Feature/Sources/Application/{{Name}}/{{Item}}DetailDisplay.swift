/// Whatever shows one {{word}} in full.
@MainActor
public protocol {{Item}}DetailDisplay: AnyObject {
    func show{{Item}}(_ detail: {{Item}}DetailViewModel)
}
