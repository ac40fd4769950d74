/// The skeleton's tests: one for the placeholder of each layer.
extension MinimalTemplates {
    var greetingTest: String {
        #"""
        import Domain
        import Testing

        @Suite struct GreetingTests {
            @Test func trimsTheNameAndGreetsTheWorldWhenItIsBlank() {
                #expect(Greeting(name: "  Ada \n").text == "Hello, Ada!")
                #expect(Greeting(name: " ").text == "Hello, world!")
            }
        }

        """#
    }

    var greetingServiceTest: String {
        #"""
        import Application
        import Testing

        @Suite struct GreetingServiceTests {
            @Test func greetsByTheTrimmedName() {
                #expect(GreetingService().greeting(for: " Grace ") == "Hello, Grace!")
            }
        }

        """#
    }

    var userNameTest: String {
        #"""
        import Infrastructure
        import Testing

        @Suite struct UserNameTests {
            @Test func prefersUserThenUsernameThenNothing() {
                #expect(UserName.current(environment: ["USER": "ada", "USERNAME": "grace"]) == "ada")
                #expect(UserName.current(environment: ["USERNAME": "grace"]) == "grace")
                #expect(UserName.current(environment: [:]) == "")
            }
        }

        """#
    }

    var greetingRendererTest: String {
        #"""
        import Interface
        import Testing

        @Suite struct GreetingRendererTests {
            @Test func drawsTheGreetingSafelyAndCutToTheWidth() {
                #expect(
                    GreetingRenderer(style: .plain).lines(for: "Hello, \u{1B}[2J Ada Lovelace!", width: 20) == [
                        "Hello, ␛[2J Ada Lov…", "Type 'help' for com…",
                    ])
            }
        }

        """#
    }

    var endToEndTest: String {
        #"""
        import PostgreSQLHarness
        import ProcessHarness
        import Testing

        @Suite struct GreetingEndToEndTests {
            @Test func greetsTheUserThenAnswersHelpAndRefusesUnknownCommands() throws {
                let result = try AppProcess.run(input: "help\nfly\n", environment: ["USER": "Ada"])
                #expect(result.status == 0)
                #expect(result.lines.first == "Hello, Ada!")
                #expect(result.lines.contains { $0.hasPrefix("  quit ") })
                #expect(result.errors == "error: unknown command 'fly' (type 'help' to see every command)\n")
            }

            /// A feature's store opens on either engine; this proves the server before there is one.
            @Test(.enabled(if: TestPostgreSQL.isAvailable)) func opensAFreshPostgreSQLDatabase() throws {
                let result = try AppProcess.run(["--store", try TestPostgreSQL.freshDatabase()], input: "help\n")
                #expect(result.status == 0)
                #expect(result.errors.isEmpty)
            }
        }

        """#
    }
}
