extension Japanese: PlanCopy {
    public func plannedPause(from: Day, until: Day?) -> String {
        until.map { "一時停止の予定：\(mediumDate(from))〜\(mediumDate($0))" } ?? "一時停止の予定：\(mediumDate(from))から再開するまで"
    }
    public var changePause: String { "変更" }
    public var cancelPause: String { "一時停止を取り消す" }
    public func cancelledPause(_ name: String, range: String) -> String { "\(name)の一時停止の予定（\(range)）を取り消しました。" }
}
