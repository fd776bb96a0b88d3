extension Japanese: ImportCopy {
    public func importFile(app: String, kind: ImportFileKind) -> String {
        switch kind {
        case .backup: "\(app)のバックアップ"
        case .export: "\(app)のエクスポート"
        case .csvExport: "\(app)のCSVエクスポート"
        case .files: "\(app)のファイル"
        }
    }

    public func importSummary(file: String, habits: Int, new: Int, entries: Int, written: Int, category: String?,
                              dryRun: Bool) -> String {
        let what = "習慣\(habits)件（新規\(new)件）と記録\(entries)件" + (category.map { "を「\($0)」に" } ?? "を")
        return dryRun ? "\(file): \(what)インポートします。\(written)件が変更されます。"
                      : "\(file): \(what)インポートしました。\(written)件が変更されました。"
    }

    public func importNote(_ note: ImportNote) -> String {
        let lead = switch note.issue.kind {
        case .renamed: "名前を変更"
        case .approximated: "近い形で移行"
        case .notMapped: "移行できませんでした"
        }
        return lead + (note.habit.map { "（\($0)）" } ?? "") + ": " + sentence(note.issue)
    }

    private func sentence(_ issue: ImportIssue) -> String {
        switch issue {
        case .unnamed(let name): "名前がないため、ここでは「\(name)」とします。"
        case .nameCut(let name): "名前が\(Tracker.nameLimit)文字を超えるため、ここでは「\(name)」とします。"
        case .nameTaken(let existing, let name): "「\(existing)」はすでにあるため、ここでは「\(name)」とします。"
        case .sameNameInFile(let name): "ファイル内の別の習慣と同じ名前のため、こちらは「\(name)」とします。"
        case .categoryUnusable(let name, let into): "カテゴリ「\(name)」はここではカテゴリ名に使えないため、「\(into)」に入れました。"
        case .sameIDInFile: "ファイル内の別の習慣と同じIDのため、取り込みませんでした。"
        case .frequencyMeaningless(let frequency, let schedule):
            "頻度\(frequency)は意味をなさないため、ここでは「\(scheduleSummary(schedule))」とします。"
        case .scheduleCapped(let wanted, let schedule):
            "「\(scheduleSummary(wanted))」はHabitsの上限を超えるため、ここでは「\(scheduleSummary(schedule))」とします。"
        case .goalCountsDays(let app, let schedule):
            "\(app)の\(schedule.streakUnit == .months ? "月間" : "週間")目標は日数を数えるため、「\(scheduleSummary(schedule))」として取り込みました。"
        case .calendarWindowAsRolling(let app, let schedule):
            "\(app)は目標を暦の期間ごとに数えますが、ここでは任意の連続した日数で数えます:「\(scheduleSummary(schedule))」。"
        case .scheduleUnknown: "ファイルに習慣の頻度がないため、ここではすべて「\(scheduleSummary(.everyDay))」とします。"
        case .valuesWithoutMeasure: "値は数値ですが、ファイルに単位も目標もありません。"
        case .scheduleApproximated(let app, let original, let schedule):
            "\(app)のスケジュール「\(original)」にぴったり当たるものはないため、ここでは「\(scheduleSummary(schedule))」とします。"
        case .neverDue(let app, let original, let schedule): "\(app)では実施を求められません（「\(original)」）。ここでは「\(scheduleSummary(schedule))」とします。"
        case .amountsInNote(let n): "量の入った回答\(n)件には、ここで数える単位も目標もありません。量はメモに残しています。"
        case .onlyInLog: "「log」にはありますが「habits」にはありません（名前の変更か削除）。アーカイブ済みとして取り込みました。"
        case .endsLater(let day): "\(mediumDate(day))に終わりますが、その日はまだ過ぎていないため、ここではアーカイブしていません。"
        case .linesSkipped(let n, let file, let first): "アプリ自身も読み飛ばす「\(file)」の\(n)行は取り込みませんでした（最初は\(first)行目）。"
        case .compressedHistory(let n): "アプリが月や年ごとの平均にまとめた記録\(n)件は特定の日を示さないため、取り込みませんでした。"
        case .zoneUnknown: "ファイルにタイムゾーンがないため、日付はUTCで扱います。"
        case .otherTasks(let app, let habits, let todos, let rewards):
            "\(app)の習慣（\(habits)件）、To Do（\(todos)件）、ごほうび（\(rewards)件）に当たるものはないため、取り込みませんでした。"
        case .gameFields(let app): "\(app)のスコア、難易度、能力値に当たるものはありません。"
        case .measureAssumed(let unit, let target):
            "ファイルに数値の単位も目標もないため、ここでは「\(unit)」で数え、1日の目標を\(number(target))とします。"
        case .unitMissing(let unit): "単位がないため、ここでは「\(unit)」とします。"
        case .unitCut(let unit): "単位が\(Measure.unitLimit)文字を超えるため、ここでは「\(unit)」とします。"
        case .targetFitted(let original, let target): "目標\(original)は範囲外のため、ここでは\(number(target))とします。"
        case .futureEntries(let n, let after): "\(mediumDate(after))より後の記録\(n)件は取り込みませんでした。"
        case .valuesOutOfRange(let n, let example): "範囲外の値（\(example)など）の記録\(n)件は取り込みませんでした。"
        case .numbersOnYesNo(let n): "はい/いいえ型の習慣では扱えない数値の記録\(n)件は取り込みませんでした。"
        case .notesCut(let n): "\(Tracker.noteLimit)文字を超えるメモ\(n)件を短くしました。"
        case .orphanEntries(let n): "ファイル内のどの習慣にも属さない記録\(n)件は取り込みませんでした。"
        case .unknownEntries(let n, let kinds): "アプリが説明していない種類（\(kinds)）の記録\(n)件は取り込みませんでした。"
        case .failedDays(let n):
            "失敗と記された\(n)日はここでは状態なしです（未完了の日は印を付けないだけです）。メモは残しています。"
        case .partialDaysInNote(let n): "1日の目標に届かなかった\(n)日はここでは完了になりません。値はメモに残しています。"
        case .noteCut: "説明が\(Tracker.noteLimit)文字を超えるため、メモを短くしました。"
        case .textInNote(let fields):
            "\(fields.map { "「\($0)」" }.joined(separator: "、"))に当たる項目はないため、文章はメモに残しています。"
        case .formationGoal(let days): "\(days)日で習慣を定着させる目標に当たる項目はありません。"
        case .desiredMaximum(let amount, let unit): "1日\(quantity(amount, unit: unit))という希望の上限に当たる項目はありません。"
        case .lowerLimit(let amount, let unit):
            "1日\(quantity(amount, unit: unit))という下限に当たる項目はないため、上限だけを残しています。"
        case .oneMissAllowed: "1日休んでも連続記録が途切れないというルールに当たる項目はありません。"
        case .targetHistory: "以前の目標に当たる項目はないため、どの日も今の目標で判定します。"
        case .monthlyReminder(let time, let days):
            "毎月\(days.map { "\($0)日" }.joined(separator: "、"))の\(time.text)のリマインダーに当たる項目はありません。ここではリマインダーは曜日で設定します。"
        case .tooManyReminders(let kept): "リマインダーがHabitsで保持できる数を超えるため、最初の\(kept)件を残しています。"
        case .colorUnreadable(let text): "色「\(text)」を読み取れないため、赤にしました。"
        case .deletedHabits(let n): "削除済みの習慣\(n)件は取り込みませんでした。"
        }
    }

    public func importReminders(_ count: Int) -> String { "リマインダー\(count)件" }

    public func importIntro(apps: String) -> String {
        "すべてのデータを持ち出したり、別のHabitsや\(apps)から履歴を取り込んだりできます。"
    }
    public var importChooseAnyFile: String { "Habitsのエクスポート、またはほかの習慣アプリのバックアップやエクスポート" }
    public var importCategoryHint: String { "ファイルでカテゴリがない習慣はここに入ります（空欄ならアプリ名）。" }
}
