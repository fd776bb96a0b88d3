extension Ukrainian: PlanCopy {
    public func plannedPause(from: Day, until: Day?) -> String {
        until.map { "Паузу заплановано: з \(mediumDate(from)) по \(mediumDate($0))" } ?? "Паузу заплановано з \(mediumDate(from)) до відновлення"
    }
    public var changePause: String { "Змінити" }
    public var cancelPause: String { "Скасувати паузу" }
    public func cancelledPause(_ name: String, range: String) -> String { "Паузу «\(name)» (\(range)) скасовано." }
}
