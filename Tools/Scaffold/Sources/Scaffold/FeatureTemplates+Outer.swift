/// The files `make feature` writes in the outer layers: the store behind the
/// port, the window and its renderer, the parser, and the App's wiring.
extension FeatureTemplates {
    var inMemoryStore: String {
        #"""
        public import Application
        public import Domain

        /// Keeps \#(lowerName) in memory for one session: the store the \#(feature.name) feature starts
        /// with, until a real one takes its place behind the same port. An actor,
        /// as every store is, so calls take turns.
        public actor InMemory\#(feature.name)Store: \#(feature.name)Store {
            /// Something to show before any real \#(lowerEntity) exists.
            public static let samples = [
                \#(feature.singular)(id: 1, title: "First \#(lowerEntity)"), \#(feature.singular)(id: 2, title: "Second \#(lowerEntity)"),
            ]

            private let \#(lowerCamel): [\#(feature.singular)]

            public init(_ \#(lowerCamel): [\#(feature.singular)] = InMemory\#(feature.name)Store.samples) {
                self.\#(lowerCamel) = \#(lowerCamel)
            }

            public func all() -> [\#(feature.singular)] {
                \#(lowerCamel)
            }
        }

        """#
    }

    var renderer: String {
        #"""
        import Application

        /// Draws the \#(feature.name) list: a pure function from the view model and a width to
        /// lines, each made safe and cut to the width.
        struct \#(feature.name)Renderer {
            let style: TextStyle

            func lines(for \#(lowerCamel): \#(feature.name)ViewModel, width: Int) -> [String] {
                let rows = \#(lowerCamel).rows.isEmpty ? [\#(lowerCamel).emptyText] : \#(lowerCamel).rows
                return rows.map { TextLayout.truncate(SafeText.make($0), to: width) }
            }
        }

        """#
    }

    var window: String {
        #"""
        public import Application

        /// The \#(feature.name) feature's screen: the façade the shell draws and the presenter
        /// pushes to. It keeps the last view model and hands it to its renderer.
        public final class \#(feature.name)Window: FeatureWindow, \#(feature.name)Display {
            private let renderer: \#(feature.name)Renderer
            private let style: TextStyle
            private var \#(lowerCamel) = \#(feature.name)ViewModel(rows: [], emptyText: "")
            private var problem: String?

            public init(style: TextStyle) {
                self.style = style
                renderer = \#(feature.name)Renderer(style: style)
            }

            public func frame(width: Int) -> [String] {
                let body = problem.map { [TextLayout.truncate(SafeText.make($0), to: width)] }
                return [style.bold(TextLayout.truncate("\#(feature.name)", to: width))]
                    + (body ?? renderer.lines(for: \#(lowerCamel), width: width))
            }

            public func show\#(feature.name)(_ \#(lowerCamel): \#(feature.name)ViewModel) {
                self.\#(lowerCamel) = \#(lowerCamel)
                problem = nil
            }

            public func show\#(feature.name)Unavailable(_ reason: String) {
                problem = reason
            }
        }

        """#
    }

    var commands: String {
        #"""
        import Application
        import Foundation

        /// The \#(feature.name) feature's commands as a person types them, and the parser that
        /// turns a typed line into a `\#(feature.name)Intent`.
        enum \#(feature.name)Commands {
            static let help = [CommandHelp("list", "show the \#(lowerName)")]

            static func parse(_ line: String) throws(CommandError) -> \#(feature.name)Intent {
                let words = line.split(whereSeparator: \.isWhitespace)
                switch words.first?.lowercased() {
                case nil: throw .empty
                case "list":
                    guard words.count == 1 else { throw .usage("list takes nothing after it") }
                    return .showList
                case let word?: throw .unknown(word)
                }
            }
        }

        """#
    }

    var featureValue: String {
        #"""
        public import Application

        extension Feature {
            /// The \#(feature.name) feature as the shell runs it: its commands, parsed into intents
            /// for its flow, on its window.
            public static func \#(lowerCamel)(flow: \#(feature.name)Flow, window: \#(feature.name)Window) -> Feature {
                Feature(
                    name: "\#(feature.command)", summary: "the \#(lowerName)", commands: \#(feature.name)Commands.help, flow: flow, window: window,
                    parse: \#(feature.name)Commands.parse)
            }
        }

        """#
    }

    var assembly: String {
        #"""
        import Application
        import Infrastructure
        import Interface

        /// Wires the \#(feature.name) feature from the App's context: the in-memory store, the
        /// service over it, the presenter and flow, and the window that is the display.
        enum \#(feature.name)Assembly {
            static func feature(in context: FeatureContext) async throws(LaunchError) -> Feature {
                let window = \#(feature.name)Window(style: context.style)
                let flow = \#(feature.name)Flow(
                    service: \#(feature.name)Service(store: InMemory\#(feature.name)Store()), presenter: \#(feature.name)Presenter(display: window))
                return .\#(lowerCamel)(flow: flow, window: window)
            }
        }

        """#
    }
}
