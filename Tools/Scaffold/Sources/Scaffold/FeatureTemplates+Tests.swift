/// The test files `make feature` writes: one passing test in each test target,
/// with the fake store and recording display the presentation test needs.
extension FeatureTemplates {
    var domainTest: String {
        #"""
        import Domain
        import Testing

        @Suite struct \#(feature.singular)Tests {
            @Test func trimsTheTitleAndNamesAnEmptyOneUntitled() {
                #expect(\#(feature.singular)(id: 1, title: "  Lunch \n").title == "Lunch")
                #expect(\#(feature.singular)(id: 2, title: " ").title == "Untitled")
            }
        }

        """#
    }

    var presentationTest: String {
        #"""
        import Application
        import Domain
        import Testing

        @Suite struct \#(feature.name)PresentationTests {
            @Test func showsEach\#(feature.singular)ByIdInAscendingOrder() {
                let display = Recording\#(feature.name)Display()
                let store = Fake\#(feature.name)Store([
                    \#(feature.singular)(id: 2, title: "Second"), \#(feature.singular)(id: 1, title: "First"),
                ])
                \#(feature.name)Presentation(service: \#(feature.name)Service(store: store), display: display).show()
                #expect(
                    display.shown == [\#(feature.name)ViewModel(rows: ["#1  First", "#2  Second"], emptyText: "No \#(lowerName) yet.")])
                #expect(display.reasons.isEmpty)
            }
        }

        """#
    }

    var fakeStore: String {
        #"""
        import Application
        import Domain

        /// A store that answers with the \#(lowerName) it was given, to test what is built on the port.
        final class Fake\#(feature.name)Store: \#(feature.name)Store {
            private let \#(lowerCamel): [\#(feature.singular)]

            init(_ \#(lowerCamel): [\#(feature.singular)]) {
                self.\#(lowerCamel) = \#(lowerCamel)
            }

            func all() throws -> [\#(feature.singular)] {
                \#(lowerCamel)
            }
        }

        """#
    }

    var recordingDisplay: String {
        #"""
        import Application

        /// Remembers everything pushed to it, in order, so tests assert on what was shown.
        final class Recording\#(feature.name)Display: \#(feature.name)Display {
            private(set) var shown: [\#(feature.name)ViewModel] = []
            private(set) var reasons: [String] = []

            func show\#(feature.name)(_ \#(lowerCamel): \#(feature.name)ViewModel) {
                shown.append(\#(lowerCamel))
            }

            func show\#(feature.name)Unavailable(_ reason: String) {
                reasons.append(reason)
            }
        }

        """#
    }

    var inMemoryStoreTest: String {
        #"""
        import Domain
        import Infrastructure
        import Testing

        @Suite struct InMemory\#(feature.name)StoreTests {
            @Test func startsWithTheSample\#(feature.name)() throws {
                #expect(try InMemory\#(feature.name)Store().all().map(\.title) == ["First \#(lowerEntity)", "Second \#(lowerEntity)"])
            }
        }

        """#
    }

    var rendererTest: String {
        #"""
        import Application
        import Interface
        import Testing

        @Suite struct \#(feature.name)RendererTests {
            @Test func drawsTheTitleThenEachRowCutToTheWidth() {
                let renderer = \#(feature.name)Renderer(style: .plain)
                renderer.show\#(feature.name)(
                    \#(feature.name)ViewModel(rows: ["#1  Short", "#2  A title far too long for it"], emptyText: "None."))
                #expect(renderer.lines(width: 20) == ["\#(feature.name)", "#1  Short", "#2  A title far too…"])
            }
        }

        """#
    }

    var endToEndTest: String {
        #"""
        import Testing

        @Suite struct \#(feature.name)CommandEndToEndTests {
            @Test func the\#(feature.name)CommandShowsTheSample\#(feature.name)AndHelpListsIt() throws {
                let result = try InboxProcess.run(input: "\#(feature.command)\nhelp\n")
                #expect(result.status == 0)
                #expect(result.errors.isEmpty)
                #expect(result.lines.contains("#1  First \#(lowerEntity)"))
                #expect(result.lines.contains { $0.hasPrefix("  \#(feature.command) ") })
            }
        }

        """#
    }
}
