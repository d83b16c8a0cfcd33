import Testing
@testable import WorkoutImport

/// Issue 42.18: an imported duration written with ':' takes a fraction of a
/// second as the notation does (WorkoutModelTests' ClockTimeFractionTests).
@Suite struct ImportedDurationTests {
    @Test func anImportedDurationTakesTheSameForm() throws {
        #expect(try FieldParsing.duration("1:30.5", "duration") == 90.5)
        #expect(try FieldParsing.duration("0:01:30.5", "duration") == 90.5)
    }
}
