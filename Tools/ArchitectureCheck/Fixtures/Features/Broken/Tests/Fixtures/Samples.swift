// Fixtures: sample values reserved for the tests of Domain and Application.
import Domain
