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
            @Test func eachRowShowsTheIdThenTheTitle() {
                let model = \#(feature.name)Presentation().viewModel(for: [\#(feature.singular)(id: 7, title: "Lunch")])
                #expect(model.rows == ["#7  Lunch"])
            }

            @Test func anEmptyListSaysSo() {
                #expect(\#(feature.name)Presentation().viewModel(for: []).emptyText == "No \#(lowerName) yet.")
            }
        }

        """#
    }

    var flowTest: String {
        #"""
        import Application
        import Domain
        import Testing

        @Suite struct \#(feature.name)FlowTests {
            func flow(_ store: Fake\#(feature.name)Store, display: Recording\#(feature.name)Display) -> \#(feature.name)Flow {
                \#(feature.name)Flow(service: \#(feature.name)Service(store: store), presenter: \#(feature.name)Presenter(display: display))
            }

            @Test func startingShowsEach\#(feature.singular)ByIdInAscendingOrder() async {
                let display = Recording\#(feature.name)Display()
                let store = Fake\#(feature.name)Store(.success([\#(feature.singular)(id: 2, title: "Second"), \#(feature.singular)(id: 1, title: "First")]))
                await flow(store, display: display).start()
                #expect(display.shown.map(\.rows) == [["#1  First", "#2  Second"]])
                #expect(display.reasons.isEmpty)
            }

            @Test func aStoreThatFailsIsShownAsTheReason() async {
                let display = Recording\#(feature.name)Display()
                let flow = flow(Fake\#(feature.name)Store(.failure(Fake\#(feature.name)Store.Broken())), display: display)
                #expect(await flow.handle(.showList) == .done)
                #expect(display.reasons == ["could not load \#(lowerName): the store is broken"])
                #expect(display.shown.isEmpty)
            }
        }

        """#
    }

    var fakeStore: String {
        #"""
        import Application
        import Domain

        /// A store that answers with what the test gave it, to test what is built on the port.
        actor Fake\#(feature.name)Store: \#(feature.name)Store {
            struct Broken: Error, CustomStringConvertible {
                var description: String { "the store is broken" }
            }

            private let answer: Result<[\#(feature.singular)], Broken>

            init(_ answer: Result<[\#(feature.singular)], Broken>) {
                self.answer = answer
            }

            func all() throws -> [\#(feature.singular)] {
                try answer.get()
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
            @Test func startsWithTheSample\#(feature.name)() async {
                #expect(await InMemory\#(feature.name)Store().all().map(\.title) == ["First \#(lowerEntity)", "Second \#(lowerEntity)"])
            }
        }

        """#
    }

    var rendererTest: String {
        #"""
        import Application
        import Testing

        @testable import Interface

        @Suite struct \#(feature.name)RendererTests {
            @Test func drawsTheTitleThenEachRowCutToTheWidth() {
                let window = \#(feature.name)Window(style: .plain)
                window.show\#(feature.name)(\#(feature.name)ViewModel(rows: ["#1  Short", "#2  A title far too long for it"], emptyText: "None."))
                #expect(window.frame(width: 20) == ["\#(titleAt20Cells)", "#1  Short", "#2  A title far too…"])
            }

            @Test func anEmptyListShowsItsText() {
                let lines = \#(feature.name)Renderer(style: .plain).lines(for: \#(feature.name)ViewModel(rows: [], emptyText: "None."), width: 20)
                #expect(lines == ["None."])
            }
        }

        """#
    }

    var commandsTest: String {
        #"""
        import Application
        import Testing

        @testable import Interface

        @Suite struct \#(feature.name)CommandsTests {
            @Test func listBecomesShowList() throws {
                #expect(try \#(feature.name)Commands.parse("  LIST ") == .showList)
            }

            @Test(arguments: ["", "list 2", "frobnicate"])
            func anythingElseIsOneLineNamingHelp(line: String) {
                #expect {
                    _ = try \#(feature.name)Commands.parse(line)
                } throws: { error in
                    (error as? CommandError)?.description.contains("help") == true
                }
            }
        }

        """#
    }

    // No flags: after `make minimal` the App takes only --help and --version,
    // and piped output is 80 columns wide without --width anyway.
    var endToEndTest: String {
        #"""
        import ProcessHarness
        import Testing

        @Suite struct \#(feature.name)EndToEndTests {
            @Test func typingTheNameSwitchesTo\#(feature.name)AndHelpListsItsCommands() throws {
                let result = try InboxProcess.run(input: "\#(feature.command)\nhelp\n")
                #expect(result.status == 0)
                #expect(result.errors.isEmpty)
                #expect(result.lines.contains("#1  First \#(lowerEntity)"))
                #expect(result.lines.contains { $0.hasPrefix("  \#(feature.command) ") })
                #expect(result.lines.contains { $0.hasPrefix("  list ") && $0.hasSuffix("show the \#(lowerName)") })
            }
        }

        """#
    }
}
