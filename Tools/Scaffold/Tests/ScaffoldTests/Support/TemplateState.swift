import Foundation
import Scaffold

/// What the repository the tests copy holds now. A fork runs these tests after
/// its own generators, so the tests read the package's name, whether the Inbox
/// sample is still there and which feature names are taken, rather than assume
/// the pristine template's.
extension RepositoryCopy {
    /// The package's name, read the way the generators read it.
    static let packageName = (try? Repository(root: repositoryRoot).packageNames().package) ?? ""

    /// A name to rename the package to: never the one it has, which rename refuses.
    static let newPackageName = ["Acme", "Globex"].first { $0 != packageName } ?? "Acme"

    /// Whether the Inbox sample is still here; `make minimal` removes it.
    static let hasInboxSample = domainFolders.contains("Inbox")

    /// Whether the sample's Contacts, a feature with modules, is still here; `make minimal` removes it.
    static let hasContactsSample = domainFolders.contains("Contacts")

    /// A feature folder that is already there: the sample's, else the placeholder
    /// `make minimal` leaves, else any other.
    static let existingFeature: String? =
        (["Inbox", "Greeting"] + domainFolders.sorted()).first(where: domainFolders.contains)

    /// Feature names no feature uses yet, each with its entity, in the order
    /// the tests take them: the pristine template's tests add Orders, then Invoices.
    static let unusedFeatures: [(name: String, entity: String)] = [
        ("Orders", "Order"), ("Invoices", "Invoice"), ("Shipments", "Shipment"), ("Receipts", "Receipt"),
        ("Payments", "Payment"), ("Refunds", "Refund"), ("Customers", "Customer"), ("Suppliers", "Supplier"),
        ("Products", "Product"), ("Vendors", "Vendor"), ("Quotes", "Quote"), ("Tickets", "Ticket"),
        ("Parcels", "Parcel"), ("Warehouses", "Warehouse"),
    ].filter { !domainFolders.contains($0.name) }

    /// Every feature writes its Domain folder, so these are the features there are.
    private static let domainFolders: Set<String> = {
        let domain = source("Sources/Domain")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: domain.path)) ?? []
        return Set(
            entries.filter { entry in
                var isFolder: ObjCBool = false
                let path = domain.appendingPathComponent(entry).path
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            })
    }()
}
