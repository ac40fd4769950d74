import Testing

@testable import Scaffold

@Suite struct MarkedTextTests {
    private let readme = """
        # Title
        <!-- strata:intro -->
        The sample's words.
        <!-- /strata:intro -->

        A mention of `<!-- strata:intro -->` in prose is no marker.
          <!-- strata:usage -->
        Old usage.

        More old usage.
          <!-- /strata:usage -->
        The end, with no line feed
        """

    @Test func replacesTheLinesBetweenTheMarkersAndNothingElse() throws {
        var text = try MarkedText(readme, path: "README.md")
        #expect(text.contents(of: "usage") == "Old usage.\n\nMore old usage.\n")
        text.replaceContents(of: "usage", with: "New usage.\n")
        text.replaceContents(of: "intro", with: "")
        #expect(
            text.text == """
                # Title
                <!-- strata:intro -->
                <!-- /strata:intro -->

                A mention of `<!-- strata:intro -->` in prose is no marker.
                  <!-- strata:usage -->
                New usage.
                  <!-- /strata:usage -->
                The end, with no line feed
                """)
        text.replaceContents(of: "intro", with: "Back again, with no line feed")
        #expect(text.contents(of: "intro") == "Back again, with no line feed\n")
    }

    @Test func readsTheMakefilesCommentMarkers() throws {
        var text = try MarkedText("all:\n# strata:build\nbuild: sqlite\n# /strata:build\n", path: "Makefile")
        try text.requireRegion("build")
        text.replaceContents(of: "build", with: "build:\n")
        #expect(text.text == "all:\n# strata:build\nbuild:\n# /strata:build\n")
    }

    /// A marker with a tab before it or spaces after it is still one, and keeps them.
    @Test func aMarkerLineWithSpaceAroundItIsStillOne() throws {
        var text = try MarkedText("all:\n# strata:build  \nold\n\t# /strata:build\n", path: "Makefile")
        text.replaceContents(of: "build", with: "new\n")
        #expect(text.text == "all:\n# strata:build  \nnew\n\t# /strata:build\n")
    }

    @Test func namesTheFileAndTheMarkerOfARegionThatIsNotThere() throws {
        let text = try MarkedText(readme, path: "README.md")
        #expect(throws: ScaffoldError(Self.missing("<!-- strata:storage -->", in: "README.md", where: "begins"))) {
            try text.requireRegion("storage")
        }
    }

    @Test(arguments: [
        (
            "<!-- strata:a -->\ntext\n", MarkedTextTests.missing("<!-- /strata:a -->", in: "README.md", where: "ends")
        ),
        (
            "text\n<!-- /strata:a -->\n", MarkedTextTests.missing("<!-- strata:a -->", in: "README.md", where: "begins")
        ),
        (
            "<!-- strata:a -->\n<!-- /strata:a -->\n<!-- strata:a -->\n",
            "README.md: the marker <!-- strata:a --> appears 2 times; keep only the one that marks the region"
        ),
        (
            "<!-- /strata:a -->\ntext\n<!-- strata:a -->\n",
            "README.md: the marker <!-- /strata:a --> comes before <!-- strata:a -->; put it after, where the region ends"
        ),
        (
            "<!-- strata:a -->\n<!-- strata:b -->\n<!-- /strata:b -->\n<!-- /strata:a -->\n",
            "README.md: the marker <!-- strata:b --> is inside the region <!-- strata:a -->; "
                + "close each region before the next opens"
        ),
    ])
    func refusesMarkersThatDoNotPairUpInOneLine(text: String, message: String) {
        #expect(throws: ScaffoldError(message)) { try MarkedText(text, path: "README.md") }
    }

    static func missing(_ marker: String, in path: String, where end: String) -> String {
        "\(path): the marker \(marker) is missing; put it back on a line of its own where the region \(end) "
            + "(Tools/Scaffold/README.md lists every marker)"
    }
}
