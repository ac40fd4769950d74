import Testing

@testable import Scaffold

/// What the generators read of a repository's sources to refuse a name already taken.
@Suite struct RepositoryScanTests {
    @Test func findsEveryTopLevelTypeAfterItsAttributesAndModifiers() {
        let text = """
            import Foundation
            @MainActor public final class Shell {}
            private struct Hidden {}
            nonisolated enum Kind { case a }
            let value = 1
            func make() -> Int { 1 }
                struct Nested {}
            // struct Commented {}
            extension Shell {}
            public typealias Name = String
            """
        #expect(Repository.typeNames(declaredIn: text) == ["Shell", "Hidden", "Kind", "Name"])
        #expect(Repository.typeNames(declaredIn: text, including: ["extension"]).contains("Shell"))
        #expect(Repository.typeDeclarations(in: text).filter(\.isFilePrivate).map(\.name) == ["Hidden"])
    }

    @Test func findsEachCreatedNameWithNoMatchInsideAnother() {
        let texts = [
            #"CREATE TABLE IF NOT EXISTS "orders" (id); CREATE INDEX orders_by_day ON orders (day)"#,
            "CREATE TRIGGER keep BEFORE DELETE; CREATE VIRTUAL TABLE search USING fts5",
            "CREATE TABLE CREATE TABLE swallowed; CREATE FUNCTION count_rows()",
        ]
        #expect(
            Repository.schemaObjects(in: texts) == [
                "orders", "orders_by_day", "keep", "search", "CREATE", "count_rows",
            ])
    }
}
