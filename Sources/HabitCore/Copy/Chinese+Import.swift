extension Chinese: ImportCopy {
    public func importFile(app: String, kind: ImportFileKind) -> String {
        switch kind {
        case .backup: "\(app) 备份"
        case .export: "\(app) 导出文件"
        case .csvExport: "\(app) CSV 导出"
        case .files: "\(app) 文件"
        }
    }

    public func importSummary(file: String, habits: Int, new: Int, entries: Int, written: Int, category: String?,
                              dryRun: Bool) -> String {
        let what = "\(habits) 个习惯（其中 \(new) 个为新习惯）和 \(entries) 条记录"
        let place = category.map { "导入“\($0)”" } ?? "导入"
        return dryRun ? "\(file)：将把 \(what)\(place)；将更改 \(written) 项。"
                      : "\(file)：已将 \(what)\(place)；已更改 \(written) 项。"
    }

    public func importNote(_ note: ImportNote) -> String {
        let lead = switch note.issue.kind {
        case .renamed: "已改名"
        case .approximated: "近似迁移"
        case .notMapped: "未能迁移"
        }
        return lead + (note.habit.map { "（\($0)）" } ?? "") + "：" + sentence(note.issue)
    }

    private func sentence(_ issue: ImportIssue) -> String {
        switch issue {
        case .unnamed(let name): "它没有名称；在这里叫“\(name)”。"
        case .nameCut(let name): "名称超过 \(Tracker.nameLimit) 个字符；在这里叫“\(name)”。"
        case .nameTaken(let existing, let name): "你已经在追踪“\(existing)”；在这里叫“\(name)”。"
        case .sameNameInFile(let name): "文件中另一个习惯同名；这一个在这里叫“\(name)”。"
        case .categoryUnusable(let name, let into): "它的分类“\(name)”不能用作这里的分类名；已放入“\(into)”。"
        case .sameIDInFile: "它与文件中另一个习惯的 ID 相同；未导入。"
        case .frequencyMeaningless(let frequency, let schedule):
            "频率 \(frequency) 没有意义；在这里为“\(scheduleSummary(schedule))”。"
        case .scheduleCapped(let wanted, let schedule):
            "“\(scheduleSummary(wanted))”超出 Habits 的上限；在这里为“\(scheduleSummary(schedule))”。"
        case .goalCountsDays(let app, let schedule):
            "\(app) 的\(schedule.streakUnit == .months ? "每月" : "每周")目标按天数计算；已按“\(scheduleSummary(schedule))”导入。"
        case .calendarWindowAsRolling(let app, let schedule):
            "\(app) 按日历周期计算目标；在这里按任意连续天数计算：“\(scheduleSummary(schedule))”。"
        case .scheduleUnknown: "文件没有说明习惯的频率；在这里每个习惯都是“\(scheduleSummary(.everyDay))”。"
        case .valuesWithoutMeasure: "它的值是数字，但文件没有给出单位或目标。"
        case .scheduleApproximated(let app, let original, let schedule):
            "\(app)的日程“\(original)”在这里没有完全对应的设置；在这里是“\(scheduleSummary(schedule))”。"
        case .neverDue(let app, let original, let schedule): "\(app)从不要求完成它（“\(original)”）；在这里是“\(scheduleSummary(schedule))”。"
        case .amountsInNote(let n): "\(n) 条带数量的回答在这里没有单位或目标可依；数量已保留在备注中。"
        case .onlyInLog: "它在“log”文件中，却不在“habits”中（已改名或删除）；已作为归档习惯导入。"
        case .endsLater(let day): "它在\(mediumDate(day))结束，那一天还没过去；在这里未归档。"
        case .linesSkipped(let n, let file, let first): "应用本身也会跳过的“\(file)”中的 \(n) 行未导入（第一行是第 \(first) 行）。"
        case .compressedHistory(let n): "\(n) 条被应用按月或按年取平均的记录无法对应到具体某一天，未导入。"
        case .zoneUnknown: "文件没有给出时区；其日期按 UTC 计算。"
        case .otherTasks(let app, let habits, let todos, let rewards):
            "\(app)的习惯（\(habits)）、待办事项（\(todos)）和奖励（\(rewards)）在这里没有位置，未导入。"
        case .gameFields(let app): "\(app)的分数、难度和属性在这里没有位置。"
        case .measureAssumed(let unit, let target):
            "文件没有给出数字的单位和目标；在这里以“\(unit)”计数，每天目标为 \(number(target))。"
        case .unitMissing(let unit): "它没有单位；在这里为“\(unit)”。"
        case .unitCut(let unit): "单位超过 \(Measure.unitLimit) 个字符；在这里为“\(unit)”。"
        case .targetFitted(let original, let target): "目标 \(original) 超出范围；在这里为 \(number(target))。"
        case .futureEntries(let n, let after): "\(mediumDate(after))之后的 \(n) 条记录未导入。"
        case .valuesOutOfRange(let n, let example): "\(n) 条记录的值超出范围（如 \(example)），未导入。"
        case .numbersOnYesNo(let n): "\(n) 条记录带有数字，而这里的是/否型习惯不接受数字，未导入。"
        case .notesCut(let n): "\(n) 条超过 \(Tracker.noteLimit) 个字符的备注已截短。"
        case .orphanEntries(let n): "\(n) 条记录不属于文件中的任何习惯，未导入。"
        case .unknownEntries(let n, let kinds): "\(n) 条应用未说明类型（\(kinds)）的记录未导入。"
        case .failedDays(let n): "\(n) 个标记为失败的日子在这里没有状态（未完成的日子只是不做标记）；备注已保留。"
        case .partialDaysInNote(let n): "\(n) 个未达到每日目标的日子在这里不算完成；数值已写入备注。"
        case .noteCut: "描述超过 \(Tracker.noteLimit) 个字符；备注已截短。"
        case .textInNote(let fields): "这里没有\(fields.map { "“\($0)”" }.joined(separator: "、"))的位置；文字已保留在备注中。"
        case .formationGoal(let days): "这里没有“在 \(days) 天内养成习惯”这一目标的位置。"
        case .desiredMaximum(let amount, let unit): "这里没有每天期望上限 \(quantity(amount, unit: unit)) 的位置。"
        case .lowerLimit(let amount, let unit): "这里没有每天下限 \(quantity(amount, unit: unit)) 的位置；只保留了上限。"
        case .oneMissAllowed: "这里没有“错过一天不中断连续记录”这条规则的位置。"
        case .targetHistory: "这里没有以前目标的位置；每一天都按当前目标判断。"
        case .monthlyReminder(let time, let days):
            "这里没有每月 \(days.map { "\($0) 日" }.joined(separator: "、")) \(time.text) 提醒的位置；这里的提醒按星期几设置。"
        case .tooManyReminders(let kept): "它的提醒超过 Habits 可保留的数量；保留了前 \(kept) 个。"
        case .colorUnreadable(let text): "无法读取颜色“\(text)”；已使用红色。"
        case .deletedHabits(let n): "\(n) 个已删除的习惯未导入。"
        }
    }

    public func importReminders(_ count: Int) -> String { "\(count) 个提醒" }

    public func importIntro(apps: String) -> String {
        "带走你的全部数据，或从另一个 Habits 或 \(apps) 导入历史记录。"
    }
    public var importChooseAnyFile: String { "Habits 导出文件，或其他习惯应用的备份或导出文件" }
    public var importCategoryHint: String { "文件中没有分类的习惯会放到这里（留空则使用应用名称）。" }
}
