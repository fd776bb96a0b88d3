extension Chinese: PlanCopy {
    public func plannedPause(from: Day, until: Day?) -> String {
        until.map { "已计划暂停：\(mediumDate(from)) 至 \(mediumDate($0))" } ?? "已计划暂停：从 \(mediumDate(from)) 起，直到恢复"
    }
    public var changePause: String { "更改" }
    public var cancelPause: String { "取消暂停" }
    public func cancelledPause(_ name: String, range: String) -> String { "已取消\(name)计划的暂停（\(range)）。" }
}
