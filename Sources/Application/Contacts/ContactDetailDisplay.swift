/// Whatever shows one contact in full.
@MainActor
public protocol ContactDetailDisplay: AnyObject {
    func showContact(_ detail: ContactDetailViewModel)
}
