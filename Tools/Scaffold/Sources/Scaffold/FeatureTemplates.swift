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
            "Sources/Application/\(name)/\(name)Presenter.swift": presenter,
            "Sources/Application/\(name)/\(name)Intent.swift": intent,
            "Sources/Application/\(name)/\(name)Flow.swift": flow,
            "Sources/Infrastructure/\(name)/InMemory\(name)Store.swift": inMemoryStore,
            "Sources/Interface/\(name)/\(name)Renderer.swift": renderer,
            "Sources/Interface/\(name)/\(name)Window.swift": window,
            "Sources/Interface/\(name)/\(name)Commands.swift": commands,
            "Sources/Interface/\(name)/Feature+\(name).swift": featureValue,
            "Sources/App/\(name)/\(name)Assembly.swift": assembly,
            "Tests/DomainTests/\(name)/\(entity)Tests.swift": domainTest,
            "Tests/ApplicationTests/\(name)/\(name)PresentationTests.swift": presentationTest,
            "Tests/ApplicationTests/\(name)/\(name)FlowTests.swift": flowTest,
            "Tests/ApplicationTests/\(name)/Fake\(name)Store.swift": fakeStore,
            "Tests/ApplicationTests/\(name)/Recording\(name)Display.swift": recordingDisplay,
            "Tests/InfrastructureTests/\(name)/InMemory\(name)StoreTests.swift": inMemoryStoreTest,
            "Tests/InterfaceTests/\(name)/\(name)RendererTests.swift": rendererTest,
            "Tests/InterfaceTests/\(name)/\(name)CommandsTests.swift": commandsTest,
            "Tests/AppTests/\(name)/\(name)EndToEndTests.swift": endToEndTest,
        ]
    }

    /// The line the App's `Features` gains, above its marker.
    var featureLine: String { "            try await \(feature.name)Assembly.feature(in: context)" }

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
        /// Application owns this protocol; Infrastructure supplies the stores. It is
        /// `async` because a real store does I/O, and `Sendable` because stores are
        /// actors that take one call at a time.
        public protocol \#(feature.name)Store: Sendable {
            /// Every \#(lowerEntity) there is, in no particular order.
            func all() async throws -> [\#(feature.singular)]
        }

        """#
    }

    private var service: String {
        #"""
        public import Domain

        /// The \#(feature.name) feature's operations, over its store: the façade its flow calls.
        ///
        /// It holds only `Sendable` parts and no state, so it is `Sendable` itself, and
        /// the rules of each operation stay in one place as the feature grows.
        public final class \#(feature.name)Service: Sendable {
            private let store: any \#(feature.name)Store

            public init(store: any \#(feature.name)Store) {
                self.store = store
            }

            /// Every \#(lowerEntity), by ascending id, whatever order the store keeps them in.
            public func list() async throws -> [\#(feature.singular)] {
                try await store.all().sorted { $0.id < $1.id }
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
        /// presenter pushes to a display without knowing what kind of view it is.
        @MainActor
        public protocol \#(feature.name)Display: AnyObject {
            func show\#(feature.name)(_ \#(lowerCamel): \#(feature.name)ViewModel)
            /// The \#(lowerName) could not be loaded; `reason` is one line for the user.
            func show\#(feature.name)Unavailable(_ reason: String)
        }

        """#
    }

    private var presentation: String {
        #"""
        public import Domain

        /// The display rules of the \#(feature.name) list: how each \#(lowerEntity) reads as a row, and
        /// what shows when there are none.
        public struct \#(feature.name)Presentation {
            public init() {}

            public func viewModel(for \#(lowerCamel): [\#(feature.singular)]) -> \#(feature.name)ViewModel {
                \#(feature.name)ViewModel(rows: \#(lowerCamel).map { "#\($0.id)  \($0.title)" }, emptyText: "No \#(lowerName) yet.")
            }
        }

        """#
    }

    private var presenter: String {
        #"""
        public import Domain

        /// Keeps a `\#(feature.name)Display` showing what the flow loaded, as the presentation words it.
        @MainActor
        public final class \#(feature.name)Presenter {
            private let presentation = \#(feature.name)Presentation()
            private let display: any \#(feature.name)Display

            public init(display: any \#(feature.name)Display) {
                self.display = display
            }

            public func present(_ \#(lowerCamel): [\#(feature.singular)]) {
                display.show\#(feature.name)(presentation.viewModel(for: \#(lowerCamel)))
            }

            public func presentUnavailable(_ reason: String) {
                display.show\#(feature.name)Unavailable(reason)
            }
        }

        """#
    }

    private var intent: String {
        #"""
        /// What a user can ask of the \#(feature.name) feature, as data: Interface parses typed
        /// text into these, and `\#(feature.name)Flow.handle(_:)` decides what each leads to.
        public enum \#(feature.name)Intent: Equatable, Sendable {
            case showList
        }

        """#
    }

    private var flow: String {
        #"""
        /// Owns the sequence of the \#(feature.name) feature: what each intent leads to.
        /// Operations go through `\#(feature.name)Service`, never a store.
        @MainActor
        public final class \#(feature.name)Flow: FeatureFlow {
            /// Nothing runs in the background yet, so this never fires; a sync would.
            public let updates: AsyncStream<Void>
            private let service: \#(feature.name)Service
            private let presenter: \#(feature.name)Presenter

            public init(service: \#(feature.name)Service, presenter: \#(feature.name)Presenter) {
                self.service = service
                self.presenter = presenter
                (updates, _) = AsyncStream.makeStream()
            }

            public var isSettled: Bool { true }

            public func start() async {
                await load()
            }

            public func handle(_ intent: \#(feature.name)Intent) async -> IntentOutcome {
                switch intent {
                case .showList: await load()
                }
                return .done
            }

            public func finish() async {}
            public func stop() async {}

            /// A failure is shown, not thrown: the user asked to see something, and the reason is what there is.
            private func load() async {
                do {
                    presenter.present(try await service.list())
                } catch {
                    presenter.presentUnavailable("could not load \#(lowerName): \(error)")
                }
            }
        }

        """#
    }

    /// The feature's name as its window's title line shows it at 20 cells.
    var titleAt20Cells: String { feature.name.count > 20 ? feature.name.prefix(19) + "…" : feature.name }

    /// The feature's name as a variable, such as `orders`.
    var lowerCamel: String { feature.name.prefix(1).lowercased() + feature.name.dropFirst() }
}
