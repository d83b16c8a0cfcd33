import Workouts

/// The day `text` names (YYYY-MM-DD).
func day(_ text: String) throws -> Day { try Day(parsing: text) }
