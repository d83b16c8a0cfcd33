import WorkoutModel
import WorkoutStorage

/// GymBook names its columns and the unit words inside its cells in the
/// app's language: Italian, German (`Datum;Training;Zeit;Übung;…;Satz /
/// Aufwärmsatz / Abkühlungssatz;Wiederholungen / Zeit;Gewicht /
/// Strecke;Notizen;Ausgelassen`, `4 Wiederholungen`, `80,00 kg`, `Ja`),
/// English, French and Spanish.
extension GymBookCSV {
    /// The header names of the columns a set is read from, in one language.
    struct ColumnNames {
        var date: [String], program: [String], time: [String], exercise: [String], kind: [String]
        var amount: [String], load: [String], notes: [String], skipped: [String]
    }

    /// Each language's name for one column, Italian first.
    struct Language {
        var date: String, program: String, time: String, exercise: String, kind: String
        var amount: String, load: String, notes: String, skipped: String
    }

    static let italian = Language(date: "Data", program: "Programma", time: "Orario", exercise: "Esercizio",
                                  kind: "Set / Set di riscaldamento / Set di defaticamento", amount: "Ripetizioni / Tempo",
                                  load: "Peso / Distanza", notes: "Appunti", skipped: "Saltato")
    static let german = Language(date: "Datum", program: "Training", time: "Zeit", exercise: "Übung",
                                 kind: "Satz / Aufwärmsatz / Abkühlungssatz", amount: "Wiederholungen / Zeit",
                                 load: "Gewicht / Strecke", notes: "Notizen", skipped: "Ausgelassen")
    static let english = Language(date: "Date", program: "Workout", time: "Time", exercise: "Exercise",
                                  kind: "Set / Warm-up Set / Cool-down Set", amount: "Reps / Time",
                                  load: "Weight / Distance", notes: "Notes", skipped: "Skipped")
    static let french = Language(date: "Date", program: "Programme", time: "Heure", exercise: "Exercice",
                                 kind: "Série / Série d'échauffement / Série de récupération", amount: "Répétitions / Temps",
                                 load: "Poids / Distance", notes: "Notes", skipped: "Ignoré")
    static let spanish = Language(date: "Fecha", program: "Programa", time: "Hora", exercise: "Ejercicio",
                                  kind: "Serie / Serie de calentamiento / Serie de enfriamiento", amount: "Repeticiones / Tiempo",
                                  load: "Peso / Distancia", notes: "Notas", skipped: "Omitido")
    static let languages = [italian, german, english, french, spanish]

    /// Every language's names, column by column.
    static let names = ColumnNames(
        date: languages.map(\.date), program: languages.map(\.program), time: languages.map(\.time),
        exercise: languages.map(\.exercise), kind: languages.map(\.kind), amount: languages.map(\.amount),
        load: languages.map(\.load), notes: languages.map(\.notes), skipped: languages.map(\.skipped))

    /// The names as a header stores them: normalized, and as the shared
    /// dictionary of localized headers translates them (`Übung` is `exercise name`).
    static func candidates(_ names: [String]) -> [String] {
        names.flatMap { name in
            let key = CSVHeader.normalize(name)
            return [key, LocalizedHeaders.translate(key)]
        }
    }

    /// True when `header` has the reps-or-time and weight-or-distance columns of one language.
    static func recognizes(_ header: CSVHeader) -> Bool {
        languages.contains { language in
            header.index(of: candidates([language.amount])) != nil && header.index(of: candidates([language.load])) != nil
        }
    }

    /// Words after a count of repetitions, in every language.
    static let repsWords: Set<String> = ["ripetizioni", "ripetizione", "rip", "reps", "rep", "repetitions", "repetition",
                                         "wiederholungen", "wiederholung", "wdh", "répétitions", "répétition", "rép",
                                         "repeticiones", "repetición", "repeticion", "repeticiones"]

    /// Words of a set kind that mark a warm-up.
    static let warmUpWords = ["riscaldamento", "aufwärm", "warm", "échauffement", "calentamiento"]
}
