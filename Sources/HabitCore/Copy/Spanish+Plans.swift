extension Spanish: PlanCopy {
    public func plannedPause(from: Day, until: Day?) -> String {
        until.map { "Pausa prevista: del \(mediumDate(from)) al \(mediumDate($0))" } ?? "Pausa prevista desde el \(mediumDate(from)), hasta que la reanudes"
    }
    public var changePause: String { "Cambiar" }
    public var cancelPause: String { "Cancelar la pausa" }
    public func cancelledPause(_ name: String, range: String) -> String { "Se canceló la pausa prevista de \(name) (\(range))." }
}
