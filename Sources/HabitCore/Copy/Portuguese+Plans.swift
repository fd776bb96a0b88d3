extension Portuguese: PlanCopy {
    public func plannedPause(from: Day, until: Day?) -> String {
        until.map { "Pausa planejada: de \(mediumDate(from)) a \(mediumDate($0))" } ?? "Pausa planejada a partir de \(mediumDate(from)), até ser retomado"
    }
    public var changePause: String { "Alterar" }
    public var cancelPause: String { "Cancelar pausa" }
    public func cancelledPause(_ name: String, range: String) -> String { "A pausa planejada de \(name) (\(range)) foi cancelada." }
}
