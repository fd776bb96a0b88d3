extension Japanese: PatternCopy {
    public var togetherTitle: String { "習慣のつながり" }
    public var togetherNote: String { "過去365日間。差が偶然とは考えにくい組み合わせだけを表示します。" }
    public func together(_ a: String, _ b: String, withA: Int, withoutA: Int) -> String {
        "「\(a)」を完了した日は「\(b)」も\(withA)%完了しています（ほかの日は\(withoutA)%）。"
    }
    public func togetherDays(_ days: Int) -> String { "両方が予定されていた\(self.days(days))" }
    public func togetherNone(_ reason: Together.Reason, tested: Int) -> String {
        switch reason {
        case .tooFewHabits: "過去365日間にそれぞれ1回以上完了した習慣が2つ必要です。"
        case .tooFewDays: "両方が予定されていた日が\(days(Together.minimumDays))に達した習慣の組み合わせはまだありません。"
        case .nothingSignificant: "はっきりしたつながりはまだ見つかりません（\(tested)組を検定しました）。"
        }
    }
    public var patternsTitle: String { "曜日の傾向" }
    public func mostMissed(_ weekday: Weekday, rate: Int, others: Int) -> String {
        "最も未完了が多い曜日：\(weekdayName(weekday))（完了率\(rate)%、ほかの曜日は\(others)%）"
    }
}
