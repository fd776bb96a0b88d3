extension Russian: PlanCopy {
    public func plannedPause(from: Day, until: Day?) -> String {
        until.map { "Пауза запланирована: с \(mediumDate(from)) по \(mediumDate($0))" } ?? "Пауза запланирована с \(mediumDate(from)) до возобновления"
    }
    public var changePause: String { "Изменить" }
    public var cancelPause: String { "Отменить паузу" }
    public func cancelledPause(_ name: String, range: String) -> String { "Пауза «\(name)» (\(range)) отменена." }
}
