/// The text of every file `make feature` writes, by path: the Inbox's patterns
/// at the smallest size that still shows each of them.
struct FeatureTemplates {
    let feature: FeatureName

    /// Each path relative to the repository root, with its contents.
    var files: [String: String] {
        let name = feature.name
        let entity = feature.singular
        return [
            "Sources/Domain/\(name)/\(entity).swift": domainEntity,
            "Sources/Application/\(name)/\(name)Store.swift": port,
            "Sources/Application/\(name)/\(name)Service.swift": service,
            "Sources/Application/\(name)/\(name)ViewModel.swift": viewModel,
            "Sources/Application/\(name)/\(name)Display.swift": display,
            "Sources/Application/\(name)/\(name)Presentation.swift": presentation,
            "Sources/Infrastructure/\(name)/InMemory\(name)Store.swift": inMemoryStore,
            "Sources/Interface/\(name)/\(name)Renderer.swift": renderer,
            "Sources/App/\(name)/\(name)Feature.swift": wiring,
            "Tests/DomainTests/\(name)/\(entity)Tests.swift": domainTest,
            "Tests/ApplicationTests/\(name)/\(name)PresentationTests.swift": presentationTest,
            "Tests/ApplicationTests/\(name)/Fake\(name)Store.swift": fakeStore,
            "Tests/ApplicationTests/\(name)/Recording\(name)Display.swift": recordingDisplay,
            "Tests/InfrastructureTests/\(name)/InMemory\(name)StoreTests.swift": inMemoryStoreTest,
            "Tests/InterfaceTests/\(name)/\(name)RendererTests.swift": rendererTest,
            "Tests/AppTests/\(name)/\(name)CommandEndToEndTests.swift": endToEndTest,
        ]
    }

    /// The line the App's `Features` gains, above its marker.
    var featureLine: String { "            \(feature.name)Feature.command(style: style)" }

    var lowerName: String { feature.name.lowercased() }
    var lowerEntity: String { feature.singular.lowercased() }

    private var domainEntity: String {
        #"""
        import Foundation

        /// One \#(lowerEntity), as the business knows it.
        public struct \#(feature.singular): Hashable, Sendable {
            public let id: Int
            /// Never empty and never padded with white space, so every \#(lowerEntity) can be named in a list.
            public let title: String

            public init(id: Int, title: String) {
                self.id = id
                let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
                self.title = trimmed.isEmpty ? "Untitled" : trimmed
            }
        }

        """#
    }

    private var port: String {
        #"""
        public import Domain

        /// The port through which the \#(feature.name) feature reads its \#(lowerName).
        ///
        /// Application owns this protocol; Infrastructure supplies the stores.
        public protocol \#(feature.name)Store: AnyObject {
            /// Every \#(lowerEntity) there is, in no particular order.
            func all() throws -> [\#(feature.singular)]
        }

        """#
    }

    private var service: String {
        #"""
        public import Domain

        /// The \#(feature.name) feature's operations, over its store.
        ///
        /// The presentation and the App call this instead of the store, so the rules
        /// of each operation stay in one place as the feature grows.
        public final class \#(feature.name)Service {
            private let store: any \#(feature.name)Store

            public init(store: any \#(feature.name)Store) {
                self.store = store
            }

            /// Every \#(lowerEntity), by ascending id, whatever order the store keeps them in.
            public func list() throws -> [\#(feature.singular)] {
                try store.all().sorted { $0.id < $1.id }
            }
        }

        """#
    }

    private var viewModel: String {
        #"""
        /// Everything a view needs to draw the \#(feature.name) list, as plain text.
        public struct \#(feature.name)ViewModel: Equatable, Sendable {
            /// One line for each \#(lowerEntity), such as "#1  First \#(lowerEntity)".
            public let rows: [String]
            /// Shown instead of rows when there are none.
            public let emptyText: String

            public init(rows: [String], emptyText: String) {
                self.rows = rows
                self.emptyText = emptyText
            }
        }

        """#
    }

    private var display: String {
        #"""
        /// Anything that can show the \#(feature.name) list.
        ///
        /// Application owns this protocol and Interface conforms to it, so the
        /// presentation pushes to a display without knowing what kind of view it is.
        public protocol \#(feature.name)Display: AnyObject {
            func show\#(feature.name)(_ \#(lowerCamel): \#(feature.name)ViewModel)
            /// The \#(lowerName) could not be loaded; `reason` is one line for the user.
            func show\#(feature.name)Unavailable(_ reason: String)
        }

        """#
    }

    private var presentation: String {
        #"""
        import Domain

        /// Turns the \#(lowerName) the service lists into the view model, and pushes it to the display.
        public final class \#(feature.name)Presentation {
            private let service: \#(feature.name)Service
            private let display: any \#(feature.name)Display

            public init(service: \#(feature.name)Service, display: any \#(feature.name)Display) {
                self.service = service
                self.display = display
            }

            /// A failure is shown, not thrown: the user asked to see something, and the reason is what there is.
            public func show() {
                do {
                    let rows = try service.list().map { "#\($0.id)  \($0.title)" }
                    display.show\#(feature.name)(\#(feature.name)ViewModel(rows: rows, emptyText: "No \#(lowerName) yet."))
                } catch {
                    display.show\#(feature.name)Unavailable("could not load \#(lowerName): \(error)")
                }
            }
        }

        """#
    }

    private var inMemoryStore: String {
        #"""
        public import Application
        public import Domain

        /// Keeps \#(lowerName) in memory for one session: the store the \#(feature.name) feature starts
        /// with, until a real one takes its place behind the same port.
        public final class InMemory\#(feature.name)Store: \#(feature.name)Store {
            /// Something to show before any real \#(lowerEntity) exists.
            public static let samples = [
                \#(feature.singular)(id: 1, title: "First \#(lowerEntity)"), \#(feature.singular)(id: 2, title: "Second \#(lowerEntity)"),
            ]

            private let \#(lowerCamel): [\#(feature.singular)]

            public init(_ \#(lowerCamel): [\#(feature.singular)] = InMemory\#(feature.name)Store.samples) {
                self.\#(lowerCamel) = \#(lowerCamel)
            }

            public func all() throws -> [\#(feature.singular)] {
                \#(lowerCamel)
            }
        }

        """#
    }

    private var renderer: String {
        #"""
        public import Application

        /// Draws the \#(feature.name) list as lines of text. It is the feature's display:
        /// the presentation pushes view models in, and the App asks for the lines.
        public final class \#(feature.name)Renderer: \#(feature.name)Display {
            public let style: TextStyle
            private var body: [String] = []

            public init(style: TextStyle) {
                self.style = style
            }

            public func show\#(feature.name)(_ \#(lowerCamel): \#(feature.name)ViewModel) {
                body = \#(lowerCamel).rows.isEmpty ? [\#(lowerCamel).emptyText] : \#(lowerCamel).rows
            }

            public func show\#(feature.name)Unavailable(_ reason: String) {
                body = ["Unavailable: " + reason]
            }

            /// The title, then the body; the text is made safe and cut to `width` terminal cells.
            public func lines(width: Int) -> [String] {
                [style.bold(TextLayout.truncate("\#(feature.name)", to: width))]
                    + body.map { TextLayout.truncate(SafeText.make($0), to: width) }
            }
        }

        """#
    }

    private var wiring: String {
        #"""
        import Application
        import Infrastructure
        import Interface

        /// Wires the \#(feature.name) feature behind the `\#(feature.command)` command: the in-memory
        /// store, the service over it, and a renderer as the presentation's display.
        enum \#(feature.name)Feature {
            static func command(style: TextStyle) -> FeatureCommand {
                let service = \#(feature.name)Service(store: InMemory\#(feature.name)Store())
                return FeatureCommand(name: "\#(feature.command)", summary: "show the \#(lowerName)") { width in
                    let renderer = \#(feature.name)Renderer(style: style)
                    \#(feature.name)Presentation(service: service, display: renderer).show()
                    return renderer.lines(width: width)
                }
            }
        }

        """#
    }

    /// The feature's name as a variable, such as `orders`.
    var lowerCamel: String { feature.name.prefix(1).lowercased() + feature.name.dropFirst() }
}
