/// The product's Chinese (Simplified) copy: addresses the person as 你, full-width punctuation,
/// a space between Chinese and digits or Latin words (`5 天`, `每周 3 次`, `JSON 文件`).
///
/// Glossary (one word for each of the product's terms):
/// habit — 习惯; tracker — 追踪项; irregular event — 不定期事件; streak — 连续记录;
/// best streak on a card — 最佳; skip — 跳过; pause — 暂停; resume — 恢复; archive — 归档;
/// measurable — 计量型 (记录数量); yes/no habit — 是/否型习惯; category — 分类; note — 备注;
/// entry — 记录; mark (a day) — 标记; done — 完成; strength — 习惯强度; reminder — 提醒;
/// channel — 渠道; webhook — Web 钩子; account — 账号; passphrase — 口令; token — 令牌.
///
/// Chinese has no plural forms (CLDR: other only); counts take measure words (个, 次, 天, 条).
public struct Chinese: Copy {
    public init() {}

    // MARK: Language

    public var languageName: String { "简体中文" }

    public var pluralRule: PluralRule { .chinese }

    // MARK: Dates

    public var monthNames: [String] {
        ["一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月"]
    }
    public var weekdayNames: [String] { ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"] }
    public var shortWeekdayNames: [String] { ["周一", "周二", "周三", "周四", "周五", "周六", "周日"] }

    public func weekdayTitle(_ weekday: Weekday) -> String { weekdayName(weekday) }
    /// `M月d日 EEEE`: "3月8日 星期六".
    public func heading(_ day: Day) -> String { "\(day.month)月\(day.dayOfMonth)日 \(weekdayName(day.weekday))" }
    public func headingWithYear(_ day: Day) -> String { "\(day.year)年\(heading(day))" }
    /// `y年M月d日`: "2025年3月1日".
    public func mediumDate(_ day: Day) -> String {
        let (y, m, d) = day.components
        return "\(y)年\(m)月\(d)日"
    }
    /// `d日E`: "3日 周一".
    public func chip(_ day: Day) -> String { "\(day.dayOfMonth)日 \(shortWeekdayName(day.weekday))" }
    public func monthTitle(_ day: Day) -> String { "\(day.year)年\(day.month)月" }

    // MARK: Counts and summaries

    public func days(_ count: Int) -> String { "\(count) 天" }
    public func trackerCount(_ count: Int) -> String { "\(count) 个追踪项" }
    public func best(_ count: Int) -> String { "最佳 \(count)" }
    public func scheduleSummary(_ schedule: Schedule) -> String {
        switch schedule {
        case .weekdays(let days): days.isEveryDay ? everyDay : days.map(shortWeekdayName).joined(separator: "、")
        case .weekly(let times): "每周 \(times) 次"
        case .monthly(let times): "每月 \(times) 次"
        case .rolling(1, let days): "每 \(days) 天"
        case .rolling(let times, let days): "每 \(days) 天 \(times) 次"
        }
    }
    public func streakCount(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: "\(count)"
        case .weeks: "\(count) 周"
        case .months: "\(count) 个月"
        }
    }
    public func streakLength(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: days(count)
        case .weeks: "\(count) 周"
        case .months: "\(count) 个月"
        }
    }

    // MARK: Trackers screen

    public var trackers: String { "追踪项" }
    public var statistics: String { "统计" }
    public var search: String { "搜索" }
    public var filters: String { "筛选" }
    public var whatToTrack: String { "要追踪什么呢？" }
    public var nothingFound: String { "未找到任何内容" }
    public var pinned: String { "已置顶" }
    public var progressTodayTemplate: String { "今天已完成 {done}/{total}" }
    public var progressOtherDayTemplate: String { "已完成 {done}/{total}" }
    public var allDoneToday: String { "今天全部完成，干得漂亮！" }
    public var addTracker: String { "添加追踪项" }
    public var createTracker: String { "创建追踪项" }
    public var habit: String { "习惯" }
    public var irregularEvent: String { "不定期事件" }
    public var chooseDate: String { "选择日期" }
    public var previousMonth: String { "上个月" }
    public var nextMonth: String { "下个月" }
    public var today: String { "今天" }
    public var settings: String { "设置" }
    public func menuFor(_ name: String) -> String { "\(name)：操作" }
    public func markDone(_ name: String) -> String { "将\(name)标记为完成" }
    public var pin: String { "置顶" }
    public var unpin: String { "取消置顶" }
    public var edit: String { "编辑" }
    public var details: String { "详情" }
    public var delete: String { "删除" }
    public var allTrackers: String { "全部追踪项" }
    public var todaysTrackers: String { "今天的追踪项" }
    public var completed: String { "已完成" }
    public var uncompleted: String { "未完成" }
    public func deleteTrackerQuestion(_ name: String) -> String { "删除“\(name)”及其历史记录？此操作无法撤销。" }
    public var offlineStatus: String { "离线 — 你的操作将在联网后同步" }
    public var syncedStatus: String { "所有更改已同步" }
    public var refusedStatus: String { "离线时所做的一项更改未能保存：" }

    // MARK: Onboarding

    public var onboardingTitles: [String] { ["只追踪你想追踪的", "哪怕不是喝几升水、做瑜伽"] }
    public var onboardingLabel: String { "欢迎使用 Habits" }
    public var awesomeTech: String { "真是黑科技！" }

    // MARK: Statistics

    public var nothingToAnalyze: String { "暂无可分析的数据" }
    public var bestStreak: String { "最长连续记录" }
    public var perfectDays: String { "完美天数" }
    public var trackersCompleted: String { "已完成的追踪项" }
    public var average: String { "平均值" }

    // MARK: New/Edit tracker and the category picker

    public var newHabit: String { "新习惯" }
    public var newEvent: String { "新不定期事件" }
    public var editHabit: String { "编辑习惯" }
    public var editEvent: String { "编辑不定期事件" }
    public var namePlaceholder: String { "输入追踪项名称" }
    public var trackerName: String { "追踪项名称" }
    public var clear: String { "清除" }
    public var category: String { "分类" }
    public var schedule: String { "计划" }
    public var everyDay: String { "每天" }
    public var note: String { "备注" }
    public var notePlaceholder: String { "描述（可选）" }
    public var emoji: String { "表情" }
    public var color: String { "颜色" }
    public var cancel: String { "取消" }
    public var create: String { "创建" }
    public var save: String { "保存" }
    public var done: String { "完成" }
    public var chooseCategory: String { "请选择一个分类。" }
    public var chooseDays: String { "请至少选择一天。" }
    public var chooseEmoji: String { "请选择一个表情。" }
    public var chooseColor: String { "请选择一种颜色。" }
    public var startDate: String { "开始日期" }
    public var chooseStart: String { "请选择开始日期。" }
    public var changedElsewhere: String { "打开表单后，此追踪项已被修改。以下是它当前的值，请重新修改。" }
    public var colorNames: [String] {
        ["蓝色", "绿色", "琥珀色", "红色", "紫色", "青色", "粉色", "石板灰", "珊瑚色", "橙色", "天蓝色", "紫罗兰色",
         "薄荷绿", "兰花紫", "靛蓝", "浅粉色", "长春花蓝", "青柠色"]
    }
    public func streaksLabel(current: Int, best: Int) -> String { "当前连续记录 \(days(current))，最佳 \(best)" }
    public var categoryPlaceholder: String { "习惯和事件可以按含义分组" }
    public var addCategory: String { "添加分类" }
    public var newCategory: String { "新分类" }
    public var categoryNamePlaceholder: String { "输入分类名称" }
    public var categoryMenu: String { "分类操作" }
    public func deleteCategoryQuestion(_ name: String, trackers count: Int) -> String {
        "删除“\(name)”及其中的 \(trackerCount(count))？此操作无法撤销。"
    }

    // MARK: Tracker detail

    public var back: String { "← 返回" }
    public var offlineTitle: String { "无网络连接" }
    public var offlineMessage: String { "此页面未保存在本设备上。请连接网络后重试。" }
    public var currentStreak: String { "当前连续记录" }
    public var bestStreakDetail: String { "最长连续记录" }
    public var last7Days: String { "最近 7 天" }
    public var last30Days: String { "最近 30 天" }
    public func completedSince(_ days: Int, _ start: Day) -> String { "自 \(mediumDate(start)) 以来已完成 \(self.days(days))" }
    public var dayDone: String { "已完成" }
    public var dayMissed: String { "错过" }
    public var dayPending: String { "尚未完成" }
    public var dayUnscheduled: String { "无计划" }
    public var dayBeforeStart: String { "开始之前" }
    public var daySkipped: String { "已跳过" }
    public var dayPaused: String { "已暂停" }
    public var dayOpen: String { "可选" }

    // MARK: Part 2 of the web app

    public var decimalSeparator: String { "." }
    public var scheduleDaysOfWeek: String { "按星期" }
    public var scheduleTimesAWeek: String { "每周几次" }
    public var scheduleTimesAMonth: String { "每月几次" }
    public var scheduleEveryNDays: String { "每 N 天" }
    public var scheduleTimesInDays: String { "M 天内 N 次" }
    public var applySchedule: String { "应用" }
    public var numberOfTimes: String { "次数" }
    public var numberOfDays: String { "天数" }
    public var measureTitle: String { "计量" }
    public var measureAmount: String { "记录数量" }
    public var measureFixedHint: String { "是/否型习惯无法改为计量型；如需记录数量，请新建一个习惯。" }
    public var unit: String { "单位" }
    public var unitPlaceholder: String { "杯、公里、分钟" }
    public var target: String { "目标" }
    public var atMost: String { "不超过" }
    public var step: String { "步长" }
    public func measureSummary(direction: Measure.Direction, target: String, unit: String, per: StreakUnit) -> String {
        let limit = direction == .atLeast ? "至少" : "最多"
        switch per {
        case .days: return "每天\(limit) \(target) \(unit)"
        case .weeks: return "每周\(limit) \(target) \(unit)"
        case .months: return "每月\(limit) \(target) \(unit)"
        }
    }
    public func measuredAmount(_ value: String, of target: String, unit: String, per: StreakUnit) -> String {
        switch per {
        case .days: "\(value) / \(target) \(unit)"
        case .weeks: "本周 \(value) / \(target) \(unit)"
        case .months: "本月 \(value) / \(target) \(unit)"
        }
    }
    public func addStep(_ step: String, unit: String, to name: String) -> String { "为\(name)增加 \(step) \(unit)" }
    public func best(_ count: Int, _ unit: StreakUnit) -> String { "最佳 \(streakCount(count, unit))" }
    public func streaksLabel(current: Int, best: Int, unit: StreakUnit) -> String {
        unit == .days ? streaksLabel(current: current, best: best)
            : "当前连续记录 \(streakLength(current, unit))，最佳 \(streakLength(best, unit))"
    }
    public var value: String { "数值" }
    public func valueFor(_ name: String) -> String { "\(name)的数值" }
    public var skipToday: String { "今天跳过" }
    public var skip: String { "跳过" }
    public var unskip: String { "取消跳过" }
    public func noteFor(_ name: String) -> String { "\(name)的备注" }
    public var dayNote: String { "当天备注" }
    public var skippedCard: String { "已跳过" }
    public var optionalToday: String { "今天可选" }
    public var pause: String { "暂停" }
    public var resume: String { "恢复" }
    public var archive: String { "归档" }
    public var unarchive: String { "取消归档" }
    public var moveUp: String { "上移" }
    public var moveDown: String { "下移" }
    public var pausedSection: String { "已暂停" }
    public func pauseFor(_ name: String) -> String { "暂停\(name)" }
    public var pauseFrom: String { "开始" }
    public var pauseUntil: String { "结束" }
    public var pauseUntilHint: String { "结束日期留空，则一直暂停到你恢复为止。" }
    public func pausedUntil(_ day: Day?) -> String { day.map { "暂停至 \(mediumDate($0))" } ?? "暂停中，直到恢复" }
    public var pauseAll: String { "全部暂停" }
    public var pauseAllHint: String { "假期时暂停所有习惯：这些天不会中断连续记录。" }
    public var archivedTitle: String { "已归档" }
    public var nothingArchived: String { "没有已归档的内容。" }
    public var dayStart: String { "一天开始于" }
    public var setDayStart: String { "设置一天的开始时间" }
    public var dayStartHint: String { "午夜之后、此时间之前所做的标记计入前一天。" }
    public var weekStart: String { "每周第一天" }
    public var weekStartHint: String { "日历从这一天开始，每周习惯的次数也从这一天起计算。" }
    public var setWeekStart: String { "设置每周第一天" }

    // MARK: Settings

    public var languageLabel: String { "语言" }
    public var export: String { "导出" }
    public var exportHint: String { "将所有数据下载为一个 JSON 文件。" }
    public var importTitle: String { "导入" }
    public var importHint: String { "将导出的文件载入这个空白应用。" }
    public var importButton: String { "导入文件" }
    public func imported(_ trackers: Int) -> String { "已导入 \(trackerCount(trackers))。" }

    // MARK: Sign-in page

    public var signInTitle: String { "Habits — 登录" }
    public var passphrase: String { "口令" }
    public var signIn: String { "登录" }
    public var wrongPassphrase: String { "口令错误。" }
    public var tooManyPassphrases: String { "口令错误次数过多。请稍等片刻后重试。" }

    // MARK: Error pages

    public func errorPage(status: Int) -> (title: String, text: String) {
        switch status {
        case 404: ("未找到", "此页面或追踪项不存在（或已不存在）。")
        case 503: ("无法保存", "暂时无法保存更改，也没有任何内容被修改。请稍后重试。")
        case 400...499: ("操作未成功", "无法理解该请求。")
        default: ("出了点问题", "我们这边出了点问题。请重试。")
        }
    }
    public var backToTrackers: String { "返回追踪项" }

    // MARK: Rule errors

    public func message(_ error: DomainError) -> String {
        switch error {
        case .nameMissing: "请为追踪项命名。"
        case .nameTooLong, .categoryNameTooLong: "最多 38 个字符"
        case .duplicateTracker(let name): "你已经在追踪“\(name)”了。"
        case .categoryNameMissing: "请为分类命名。"
        case .duplicateCategory(let name): "分类“\(name)”已存在。"
        case .noteTooLong: "备注最多 200 个字符。"
        case .controlCharacters: "名称和备注中不能使用控制字符（如 NUL）。"
        case .scheduleEmpty: chooseDays
        case .invalidEmoji: "请从表情中选择一个。"
        case .invalidColor(let text): "“\(text)”不是颜色；请使用 #RRGGBB 格式。"
        case .futureDay: "无法标记未来的日期。"
        case .beforeStart(let name, let start): "\(name)开始于 \(mediumDate(start))。"
        case .notScheduled(let name, let weekday): "\(name)没有安排在\(weekdayName(weekday))。"
        case .eventAlreadyDone(let name, let day): "\(name)已在 \(mediumDate(day)) 完成。请先撤销那一天。"
        case .startAfterFirstCompletion(let name, let first):
            "\(name)首次完成于 \(mediumDate(first))，开始日期不能晚于这一天。"
        case .startInFuture: "追踪项不能从未来开始。"
        case .kindChange: "习惯不能变为事件，事件也不能变为习惯。"
        case .unknownTracker(let name): "没有名为“\(name)”的追踪项。"
        case .unknownCategory(let name): "没有名为“\(name)”的分类。"
        case .databaseNotEmpty: "导入需要空的数据库；此数据库中已有数据。"
        case .invalidImport(let problem): "无法导入此文件：\(problem)"
        case .scheduleOutOfRange(.weekly): "请选择每周 \(Schedule.weeklyLimits.lowerBound) 到 \(Schedule.weeklyLimits.upperBound) 次。"
        case .scheduleOutOfRange(.monthly): "请选择每月 \(Schedule.monthlyLimits.lowerBound) 到 \(Schedule.monthlyLimits.upperBound) 次。"
        case .scheduleOutOfRange(.rolling):
            "请选择 M 天内 N 次：N 至少为 \(Schedule.rollingTimesLimits.lowerBound) 且小于 M，M 最多为 \(Schedule.rollingDaysLimits.upperBound)。"
        case .scheduleOutOfRange(.weekdays): chooseDays
        case .unitInvalid: "请输入 1 到 16 个字符的单位，如“杯”或“公里”。"
        case .targetInvalid: "目标是大于 0 且不超过 1,000,000 的数字，最多 3 位小数。"
        case .stepInvalid: "步长是大于 0 且不超过 1,000,000 的数字，最多 3 位小数。"
        case .valueInvalid: "数值是 0 到 1,000,000 之间的数字，最多 3 位小数。"
        case .notMeasurable(let name): "\(name)属于是/否型习惯：直接标记完成即可，无需填写数值。"
        case .measureOnEvent: "不定期事件无法计量；请将其设为习惯。"
        case .measureChange: "是/否型习惯不能变为计量型，计量型也不能变为是/否型。"
        case .cannotSkipEvent(let name): "\(name)是不定期事件；事件不能跳过。"
        case .cannotPauseEvent(let name): "\(name)是不定期事件；只有习惯可以暂停。"
        case .pauseEndsBeforeStart: "暂停的结束日期不能早于开始日期。"
        case .dayStartOutOfRange: "一天只能从 00:00 到 06:00 之间的整点开始。"
        case .weekStartUnsupported: "一周可以从星期一、星期日或星期六开始。"
        case .archived(let name): "\(name)已归档；请先取消归档再修改日期。"
        case .startAfterArchive(let name, let archived):
            "\(name)已于 \(mediumDate(archived)) 归档，开始日期不能晚于这一天。"
        case .unknownZone(let zone): "“\(zone)”不是时区；请使用类似 Asia/Shanghai 的名称。"
        case .channelURLInvalid: "请输入以 https:// 开头的网址，例如 https://ntfy.sh/my-topic。"
        case .channelURLInsecure: "提醒通过 https 发送；普通 http 仅限本机（localhost 或 127.0.0.1）。"
        case .channelSecretInvalid: "密钥为 1 到 200 个字符，不含空格。"
        case .channelLabelTooLong: "名称请少于 60 个字符。"
        case .pushKeysInvalid: "此浏览器的推送订阅包含 Habits 无法使用的密钥。"
        case .tooManyChannels: "已有 50 个渠道；请先删除一个。"
        case .unknownChannel(let id): "没有 ID 为“\(id)”的通知渠道。"
        case .doneTokenInvalid: "此通知来自一台不再接收提醒的设备；请打开应用来标记习惯。"
        case .reminderTimeInvalid(let text): "“\(text)”不是时间；请使用 24 小时制 HH:MM，例如 21:00。"
        case .duplicateReminder(let time): "\(time) 已有一个提醒。"
        case .tooManyReminders: "每个追踪项最多可设置 \(Reminder.limit) 个提醒。"
        case .reminderDaysEmpty: "请为提醒至少选择一天。"
        case .accountNameInvalid: "账号名称最多 64 个字符，且不能包含控制字符。"
        case .duplicateAccount(let name): "账号“\(name)”已存在。"
        case .unknownAccount(let name): "账号“\(name)”不存在。"
        case .passwordTooShort(let minimum): "请设置至少 \(minimum) 个字符的密码。"
        case .passwordTooLong: "密码太长；请少于 1,024 字节。"
        case .invitationInvalid: "此注册链接无效：它已被使用或已超过 7 天。请索取新的链接。"
        case .tokenLabelInvalid: "令牌标签最多 64 个字符，且不能包含控制字符。"
        case .passwordIsName: "请选择一个不同于账号名称的密码。"
        case .passwordsDiffer: "两次输入的新密码不一致；请输入相同的密码两次。"
        case .currentPasswordWrong: "当前密码错误；未做任何更改。"
        case .identityTaken(let subject): "登录“\(subject)”已属于另一个账号。"
        }
    }

    // MARK: Command line

    public var addTrackerHint: String { "添加追踪项：habits add 名称 --category 分类 --every-day" }
    public var noCategories: String { "还没有分类。添加分类：habits category add 名称" }
    public var listTrackersHint: String { "运行 'habits list' 查看你的追踪项。" }
    public var listCategoriesHint: String { "运行 'habits category list' 查看你的分类。" }
    public func addedCategory(_ name: String) -> String { "已添加分类“\(name)”。" }
    public func renamedCategory(_ old: String, to new: String) -> String { "已将分类“\(old)”重命名为“\(new)”。" }
    public func confirmDeleteCategory(_ name: String, trackers count: Int) -> String {
        "这将永久删除“\(name)”及其中的 \(trackerCount(count))。加上 --yes 再次运行以确认。"
    }
    public func deletedCategory(_ name: String, trackers count: Int) -> String {
        "已删除“\(name)”及其中的 \(trackerCount(count))。"
    }
    public func addedTracker(emoji: String, name: String, schedule: String?, category: String) -> String {
        "已将 \(emoji) \(name)（\(schedule ?? "不定期事件")）添加到“\(category)”。"
    }
    public func updatedTracker(emoji: String, name: String) -> String { "已更新 \(emoji) \(name)。" }
    public func pinnedTracker(_ name: String) -> String { "已置顶\(name)。" }
    public func unpinnedTracker(_ name: String) -> String { "已取消置顶\(name)。" }
    public func confirmDeleteTracker(_ name: String) -> String {
        "这将永久删除“\(name)”及其历史记录。加上 --yes 再次运行以确认。"
    }
    public func deletedTracker(_ name: String) -> String { "已删除“\(name)”及其历史记录。" }
    public func marked(_ name: String, on day: Day, done: Bool, changed: Bool) -> String {
        changed ? "\(name)：\(day.iso) \(done ? "已完成" : "未完成")。"
            : "\(name)在 \(day.iso) 已经是\(done ? "完成" : "未完成")状态。"
    }
    public func last30DaysRange(from first: Day, to last: Day) -> String { "最近 30 天，\(first.iso) 至 \(last.iso)：" }
    public func exported(categories: Int, trackers: Int, to file: String) -> String {
        "已将 \(categories) 个分类和 \(trackerCount(trackers)) 导出到 \(file)。"
    }
    public func importedAll(categories: Int, trackers: Int, completions: Int) -> String {
        "已导入 \(categories) 个分类、\(trackerCount(trackers)) 和 \(completions) 条完成记录。"
    }
    public func serving(url: String, database: String) -> String {
        "Habits 正在 \(url) 上运行（数据库 \(database)）。按 Ctrl-C 停止。"
    }
    public var stopped: String { "已停止；数据库已关闭。" }
    public func clockPinned(_ instant: String) -> String { "警告：已设置 HABITS_NOW；时钟从 \(instant) 开始，而不是现在。" }

    // MARK: Command line, part 2

    public func amount(_ value: Quantity, of target: Quantity, unit: String) -> String {
        "\(number(value)) / \(number(target)) \(unit)"
    }
    public func periodAmount(_ sum: Quantity, of target: Quantity, unit: String, _ kind: Schedule.Kind) -> String {
        "\(thisPeriod(kind)) \(amount(sum, of: target, unit: unit))"
    }
    public func periodDays(_ done: Int, of goal: Int, _ kind: Schedule.Kind) -> String {
        "\(thisPeriod(kind)) \(done) / \(days(goal))"
    }
    private func thisPeriod(_ kind: Schedule.Kind) -> String { kind == .monthly ? "本月" : "本周" }
    public func measureSummary(_ measure: Measure, _ schedule: Schedule) -> String {
        let per = switch schedule.kind { case .weekly: "每周"; case .monthly: "每月"; default: "每天" }
        return "\(per)\(measure.direction == .atMost ? "最多" : "至少") \(number(measure.target)) \(measure.unit)"
    }
    public func tapAdds(_ step: Quantity) -> String { "点按一次增加 \(number(step))" }
    public func quantity(_ value: Quantity, unit: String) -> String { "\(number(value)) \(unit)" }
    public func measured(_ name: String, amount: String, period: String?, on day: Day, changed: Bool) -> String {
        let period = period.map { "（\($0)）" } ?? ""
        return changed ? "\(name)：\(day.iso) \(amount)\(period)。" : "\(name)在 \(day.iso) 已经是 \(amount)\(period)。"
    }
    public func skippedDay(_ name: String, on day: Day, changed: Bool) -> String {
        changed ? "\(name)：已跳过 \(day.iso)。" : "\(name)在 \(day.iso) 已经跳过。"
    }
    public func noted(_ name: String, on day: Day, note: String?, changed: Bool) -> String {
        switch (note, changed) {
        case (let note?, true): "\(name)，\(day.iso)：备注“\(note)”。"
        case (nil, true): "\(name)，\(day.iso)：备注已删除。"
        case (_?, false): "\(name)在 \(day.iso) 已有该备注。"
        case (nil, false): "\(name)在 \(day.iso) 没有备注。"
        }
    }
    public func pauseRange(from: Day, until: Day?) -> String {
        until.map { "\(from.iso) 至 \($0.iso)" } ?? "从 \(from.iso) 起，直到恢复"
    }
    public func pausedTracker(_ name: String, range: String, changed: Bool) -> String {
        changed ? "已暂停\(name)，\(range)。" : "\(name)已处于暂停状态，\(range)。"
    }
    public func resumedTracker(_ name: String, changed: Bool) -> String {
        changed ? "已恢复\(name)。" : "\(name)今天未暂停。"
    }
    public func pausedUntilLine(_ until: Day?) -> String { until.map { "暂停至 \($0.iso)" } ?? "暂停中，直到恢复" }
    public func archivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "已归档\(name)；历史记录会保留。" : "\(name)已经归档。"
    }
    public func unarchivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "已取消归档\(name)。" : "\(name)未归档。"
    }
    public func archivedSince(_ day: Day) -> String { "已于 \(day.iso) 归档；运行 'habits unarchive' 可恢复。" }
    public func movedTracker(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "已将\(name)\(up ? "上移" : "下移")。" : "\(name)已在其分类中排\(up ? "第一" : "最后")。"
    }
    public func movedCategory(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "已将分类“\(name)”\(up ? "上移" : "下移")。" : "分类“\(name)”已排\(up ? "第一" : "最后")。"
    }
    public var pausesLabel: String { "暂停：" }
    public var notesLabel: String { "备注：" }
    public var dayStartLabel: String { "一天开始时间" }
    public var weekStartLabel: String { "每周开始日" }
    public var zoneLabel: String { "时区" }
    public var zoneUnset: String { "未设置（跟随设备）" }
    public var settingsSaved: String { "设置已保存。" }
}
