extension Italian: PlanCopy {
    public func plannedPause(from: Day, until: Day?) -> String {
        until.map { "Pausa programmata: dal \(mediumDate(from)) al \(mediumDate($0))" } ?? "Pausa programmata dal \(mediumDate(from)), fino alla ripresa"
    }
    public var changePause: String { "Modifica" }
    public var cancelPause: String { "Annulla la pausa" }
    public func cancelledPause(_ name: String, range: String) -> String { "Pausa programmata di \(name) (\(range)) annullata." }
}
