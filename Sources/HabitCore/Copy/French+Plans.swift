extension French: PlanCopy {
    public func plannedPause(from: Day, until: Day?) -> String {
        until.map { "Pause prévue : du \(mediumDate(from)) au \(mediumDate($0))" } ?? "Pause prévue à partir du \(mediumDate(from)), jusqu’à la reprise"
    }
    public var changePause: String { "Modifier" }
    public var cancelPause: String { "Annuler la pause" }
    public func cancelledPause(_ name: String, range: String) -> String { "La pause prévue de \(name) (\(range)) est annulée." }
}
