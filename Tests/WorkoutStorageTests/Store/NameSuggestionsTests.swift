import Testing
@testable import WorkoutStorage

/// "Did you mean …?" puts first the name the typed text most likely meant.
@Suite struct NameSuggestionsTests {
    private let names = ["Back Squat (Barbell)", "Bench Press (Barbell)", "Front Squat", "Squat (Barbell)",
                         "Split Squat (Dumbbell)"]

    private func suggestions(_ typed: String) -> [String] {
        NameSuggestions.closest(to: typed, in: names.map { ($0, $0) })
    }

    @Test func aNameThatStartsWithTheMistypedWordComesFirst() {
        #expect(suggestions("Sqat").first == "Squat (Barbell)")
        #expect(suggestions("sqaut").first == "Squat (Barbell)")
    }

    @Test func aNameThatStartsWithTheTypedTextComesFirst() {
        #expect(suggestions("squat").first == "Squat (Barbell)")
        #expect(suggestions("front").first == "Front Squat")
    }

    @Test func everyCloseNameIsStillOffered() {
        #expect(Set(suggestions("Sqat")).isSubset(of: Set(names.filter { $0.contains("Squat") })))
        #expect(suggestions("Sqat").count == 3)
        #expect(suggestions("bnch").first == "Bench Press (Barbell)")
    }
}
