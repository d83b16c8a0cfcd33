import WorkoutModel
import WorkoutStorage

/// Column names of Strong's export in the languages the app ships, read as
/// the English names the parsers look for (docs/IMPORTS.md says which were
/// seen in a real file). Strong's own layouts are read by position
/// (`StrongLayout`) whatever their language; these names serve the other
/// layouts and plain CSV files. The workout's length is never a set's
/// duration, so its names mean "workout duration".
enum LocalizedHeaders {
    /// English column → its names in other languages.
    static let names: [String: [String]] = [
        "date": ["Datum", "Fecha", "Data", "Дата", "日期", "日付", "날짜"],
        "workout name": ["Trainingsname", "Name des Trainings", "Workout-Name", "Nom de l'entraînement", "Nom de la séance",
                         "Nombre del entrenamiento", "Nome allenamento", "Nome dell'allenamento", "Nome do treino",
                         "Название тренировки", "锻炼名称", "鍛鍊名稱", "训练名称", "ワークアウト名", "워크아웃 이름"],
        "workout duration": ["Trainingsdauer", "Durée de l'entraînement", "Duración del entrenamiento",
                             "Durata allenamento", "Duração do treino", "Длительность тренировки", "Dauer", "Durée", "Duración", "Durata", "Duração", "Длительность", "Продолжительность",
                     "时长", "時長", "所要時間", "時間", "시간", "기간"],
        "exercise name": ["Übungsname", "Name der Übung", "Übung", "Nom de l'exercice", "Exercice", "Nombre del ejercicio",
                          "Ejercicio", "Nome esercizio", "Nome dell'esercizio", "Esercizio", "Nome do exercício", "Exercício",
                          "Название упражнения", "Упражнение", "运动名称", "運動名稱", "动作名称", "種目名", "エクササイズ名",
                          "운동 이름", "운동"],
        "set order": ["Satzreihenfolge", "Reihenfolge festlegen", "Satz-Reihenfolge", "Satznummer", "Ordre des séries", "Ordre de la série",
                      "Orden de la serie", "Orden de series", "Ordine serie", "Ordine delle serie", "Ordem da série",
                      "Ordem das séries", "Порядок подходов", "Порядок подхода", "设置顺序", "設置順序", "组序",
                      "セット順", "セットの順番", "세트 순서"],
        "weight": ["Gewicht", "Poids", "Peso", "Вес", "重量", "무게"],
        "weight unit": ["Gewichtseinheit", "Unité de poids", "Unidad de peso", "Unità di peso", "Unidade de peso",
                        "Единица веса", "重量单位", "重量単位", "무게 단위"],
        "reps": ["Wiederholungen", "Wdh.", "Wiederh.", "Réps", "Répétitions", "Repeticiones", "Ripetizioni", "Repetições", "Повторения",
                 "Повторы", "次", "次数", "回数", "レップ", "횟수", "반복"],
        "distance": ["Distanz", "Strecke", "Entfernung", "Distancia", "Distanza", "Distância", "Дистанция", "Расстояние",
                     "距离", "距離", "거리"],
        "distance unit": ["Distanzeinheit", "Unité de distance", "Unidad de distancia", "Unità di distanza",
                          "Unidade de distância", "Единица расстояния", "距离单位", "距離単位", "거리 단위"],
        "seconds": ["Sekunden", "Secondes", "Segundos", "Secondi", "Секунды", "秒", "초"],
        "notes": ["Notizen", "Anmerkungen", "Notas", "Note", "Заметки", "Примечания", "备注", "備註", "メモ", "메모"],
        "workout notes": ["Trainingsnotizen", "Workout-Notizen", "Notes d'entraînement", "Notes de la séance", "Notas del entrenamiento",
                          "Note allenamento", "Notas do treino", "Заметки к тренировке", "锻炼备注", "鍛鍊備註",
                          "ワークアウトメモ", "워크아웃 메모"],
    ]

    /// Normalized localized name → normalized English name.
    static let english: [String: String] = {
        var table: [String: String] = [:]
        for (english, others) in names {
            for other in others { table[CSVHeader.normalize(other)] = english }
        }
        return table
    }()

    /// The English name for a normalized column name (itself when unknown).
    static func translate(_ key: String) -> String {
        english[key] ?? key
    }
}
