public import Foundation

/// A Swift type a draft's property can have for a field: the one each
/// `FieldValue` case holds, or an optional of one.
public protocol FieldType: Sendable {
    /// Nil when `value` is of another kind, or missing for a type that needs one.
    init?(_ value: FieldValue?)
    /// Nil for an optional field left empty.
    var fieldValue: FieldValue? { get }
    /// Whether a field of this type may be left empty: only an optional's may.
    static var isOptional: Bool { get }
}

extension FieldType {
    public static var isOptional: Bool { false }
}

extension String: FieldType {
    public init?(_ value: FieldValue?) {
        guard case .text(let text)? = value else { return nil }
        self = text
    }

    public var fieldValue: FieldValue? { .text(self) }
}

extension Int64: FieldType {
    public init?(_ value: FieldValue?) {
        guard case .int(let number)? = value else { return nil }
        self = number
    }

    public var fieldValue: FieldValue? { .int(self) }
}

extension ExactDecimal: FieldType {
    public init?(_ value: FieldValue?) {
        guard case .decimal(let number)? = value else { return nil }
        self = number
    }

    public var fieldValue: FieldValue? { .decimal(self) }
}

extension CalendarDay: FieldType {
    public init?(_ value: FieldValue?) {
        guard case .date(let day)? = value else { return nil }
        self = day
    }

    public var fieldValue: FieldValue? { .date(self) }
}

extension Date: FieldType {
    public init?(_ value: FieldValue?) {
        guard case .time(let date)? = value else { return nil }
        self = date
    }

    public var fieldValue: FieldValue? { .time(self) }
}

extension Bool: FieldType {
    public init?(_ value: FieldValue?) {
        guard case .bool(let flag)? = value else { return nil }
        self = flag
    }

    public var fieldValue: FieldValue? { .bool(self) }
}

extension Optional: FieldType where Wrapped: FieldType {
    public init?(_ value: FieldValue?) {
        guard let value else {
            self = .none
            return
        }
        guard let wrapped = Wrapped(value) else { return nil }
        self = .some(wrapped)
    }

    public var fieldValue: FieldValue? { self?.fieldValue }
    public static var isOptional: Bool { true }
}

extension FieldChoice {
    public init?(_ value: FieldValue?) {
        guard case .choice(let raw)? = value else { return nil }
        self.init(rawValue: raw)
    }

    public var fieldValue: FieldValue? { .choice(rawValue) }
}
