/// A Swift enum that a field holds, such as an order's status: its raw
/// values are the cases a person types and a store keeps.
public protocol FieldChoice: FieldType, RawRepresentable<String>, CaseIterable, Hashable {}
