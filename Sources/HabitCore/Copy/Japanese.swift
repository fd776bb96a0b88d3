/// The product's Japanese copy (polite です・ます in sentences, plain noun phrases on buttons).
///
/// Glossary (one word for each of the product's terms):
/// habit — 習慣; tracker — トラッカー; irregular event — 不定期のイベント; streak — 連続記録;
/// best streak on a card — 最高; skip — スキップ; pause — 一時停止; resume — 再開;
/// archive — アーカイブ; measurable — 計測型 (量を計測する); yes/no habit — はい/いいえ型の習慣;
/// category — カテゴリ; note — メモ; entry — 記録; done — 完了; strength — 定着度;
/// reminder — リマインダー; channel — チャネル; webhook — ウェブフック; account — アカウント;
/// passphrase — パスフレーズ; token — トークン.
///
/// Japanese has no plural forms (CLDR: other only); counts take counters (件, 回, 日).
/// Amounts are written without a space before the unit (`8杯`, `20km`).
public struct Japanese: Copy {
    public init() {}

    // MARK: Language

    public var languageName: String { "日本語" }

    public var pluralRule: PluralRule { .chinese }

    // MARK: Dates

    public var monthNames: [String] { (1...12).map { "\($0)月" } }
    public var weekdayNames: [String] { ["月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日", "日曜日"] }
    public var shortWeekdayNames: [String] { ["月", "火", "水", "木", "金", "土", "日"] }

    public func weekdayTitle(_ weekday: Weekday) -> String { weekdayName(weekday) }
    /// `M月d日 EEEE`: "3月8日 土曜日".
    public func heading(_ day: Day) -> String { "\(day.month)月\(day.dayOfMonth)日 \(weekdayName(day.weekday))" }
    public func headingWithYear(_ day: Day) -> String { "\(day.year)年\(heading(day))" }
    /// `y年M月d日`: "2025年3月1日".
    public func mediumDate(_ day: Day) -> String {
        let (y, m, d) = day.components
        return "\(y)年\(m)月\(d)日"
    }
    /// `d日(EEE)`: "3日(月)".
    public func chip(_ day: Day) -> String { "\(day.dayOfMonth)日(\(shortWeekdayName(day.weekday)))" }
    public func monthTitle(_ day: Day) -> String { "\(day.year)年\(day.month)月" }

    // MARK: Counts and summaries

    public func days(_ count: Int) -> String { "\(count)日" }
    public func trackerCount(_ count: Int) -> String { "トラッカー\(count)件" }
    public func best(_ count: Int) -> String { "最高 \(count)" }
    public func scheduleSummary(_ schedule: Schedule) -> String {
        switch schedule {
        case .weekdays(let days): days.isEveryDay ? everyDay : days.map(shortWeekdayName).joined(separator: "・")
        case .weekly(let times): "週\(times)回"
        case .monthly(let times): "月\(times)回"
        case .rolling(1, let days): "\(days)日ごと"
        case .rolling(let times, let days): "\(days)日間に\(times)回"
        }
    }
    public func streakCount(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: "\(count)"
        case .weeks: "\(count)週"
        case .months: "\(count)か月"
        }
    }
    public func streakLength(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: days(count)
        case .weeks: "\(count)週間"
        case .months: "\(count)か月"
        }
    }

    // MARK: Trackers screen

    public var trackers: String { "トラッカー" }
    public var statistics: String { "統計" }
    public var search: String { "検索" }
    public var filters: String { "フィルター" }
    public var whatToTrack: String { "何を記録しましょうか？" }
    public var nothingFound: String { "見つかりませんでした" }
    public var pinned: String { "ピン留め済み" }
    public var progressTodayTemplate: String { "今日は{total}件中{done}件完了" }
    public var progressOtherDayTemplate: String { "{total}件中{done}件完了" }
    public var allDoneToday: String { "今日はすべて完了。お疲れさまでした！" }
    public var addTracker: String { "トラッカーを追加" }
    public var createTracker: String { "トラッカーを作成" }
    public var habit: String { "習慣" }
    public var irregularEvent: String { "不定期のイベント" }
    public var chooseDate: String { "日付を選択" }
    public var previousMonth: String { "前の月" }
    public var nextMonth: String { "次の月" }
    public var today: String { "今日" }
    public var settings: String { "設定" }
    public func menuFor(_ name: String) -> String { "\(name)の操作" }
    public func markDone(_ name: String) -> String { "\(name)を完了にする" }
    public var pin: String { "ピン留め" }
    public var unpin: String { "ピン留めを外す" }
    public var edit: String { "編集" }
    public var details: String { "詳細" }
    public var delete: String { "削除" }
    public var allTrackers: String { "すべてのトラッカー" }
    public var todaysTrackers: String { "今日のトラッカー" }
    public var completed: String { "完了" }
    public var uncompleted: String { "未完了" }
    public func deleteTrackerQuestion(_ name: String) -> String { "「\(name)」とその履歴を削除しますか？この操作は取り消せません。" }
    public var offlineStatus: String { "オフライン — タップした内容はあとで同期されます" }
    public var syncedStatus: String { "すべての変更を同期しました" }
    public var refusedStatus: String { "オフライン中の変更が保存されませんでした:" }

    // MARK: Onboarding

    public var onboardingTitles: [String] { ["記録したいことだけを記録", "水を何リットル飲んだか、ヨガをしたか、でなくても"] }
    public var onboardingLabel: String { "Habitsへようこそ" }
    public var awesomeTech: String { "すごいテクノロジー！" }

    // MARK: Statistics

    public var nothingToAnalyze: String { "まだ分析するデータがありません" }
    public var bestStreak: String { "最長連続記録" }
    public var perfectDays: String { "パーフェクトな日" }
    public var trackersCompleted: String { "完了したトラッカー" }
    public var average: String { "平均" }

    // MARK: New/Edit tracker and the category picker

    public var newHabit: String { "新しい習慣" }
    public var newEvent: String { "新しい不定期のイベント" }
    public var editHabit: String { "習慣を編集" }
    public var editEvent: String { "不定期のイベントを編集" }
    public var namePlaceholder: String { "トラッカー名を入力" }
    public var trackerName: String { "トラッカー名" }
    public var clear: String { "クリア" }
    public var category: String { "カテゴリ" }
    public var schedule: String { "スケジュール" }
    public var everyDay: String { "毎日" }
    public var note: String { "メモ" }
    public var notePlaceholder: String { "説明（任意）" }
    public var emoji: String { "絵文字" }
    public var color: String { "色" }
    public var cancel: String { "キャンセル" }
    public var create: String { "作成" }
    public var save: String { "保存" }
    public var done: String { "完了" }
    public var chooseCategory: String { "カテゴリを選択してください。" }
    public var chooseDays: String { "曜日を1つ以上選択してください。" }
    public var chooseEmoji: String { "絵文字を選択してください。" }
    public var chooseColor: String { "色を選択してください。" }
    public var startDate: String { "開始日" }
    public var chooseStart: String { "開始日を選択してください。" }
    public var changedElsewhere: String {
        "フォームを開いた後にこのトラッカーが変更されました。表示されているのは現在の値です。もう一度変更してください。"
    }
    public var colorNames: [String] {
        ["ブルー", "グリーン", "アンバー", "レッド", "パープル", "シアン", "ピンク", "スレート", "コーラル", "オレンジ", "アジュール",
         "バイオレット", "ミント", "オーキッド", "インディゴ", "ライトピンク", "ペリウィンクル", "ライム"]
    }
    public func streaksLabel(current: Int, best: Int) -> String { "現在の連続記録 \(days(current))、最高 \(best)" }
    public var categoryPlaceholder: String { "習慣やイベントは内容ごとにまとめられます" }
    public var addCategory: String { "カテゴリを追加" }
    public var newCategory: String { "新しいカテゴリ" }
    public var categoryNamePlaceholder: String { "カテゴリ名を入力" }
    public var categoryMenu: String { "カテゴリの操作" }
    public func deleteCategoryQuestion(_ name: String, trackers count: Int) -> String {
        "「\(name)」とその\(trackerCount(count))を削除しますか？この操作は取り消せません。"
    }

    // MARK: Tracker detail

    public var back: String { "← 戻る" }
    public var offlineTitle: String { "接続されていません" }
    public var offlineMessage: String { "この画面はこのデバイスに保存されていません。インターネットに接続してもう一度お試しください。" }
    public var currentStreak: String { "現在の連続記録" }
    public var bestStreakDetail: String { "最長連続記録" }
    public var last7Days: String { "過去7日間" }
    public var last30Days: String { "過去30日間" }
    public func completedSince(_ days: Int, _ start: Day) -> String { "\(mediumDate(start))から\(self.days(days))完了" }
    public var dayDone: String { "完了" }
    public var dayMissed: String { "未達成" }
    public var dayPending: String { "まだ完了していません" }
    public var dayUnscheduled: String { "予定なし" }
    public var dayBeforeStart: String { "開始前" }
    public var daySkipped: String { "スキップ" }
    public var dayPaused: String { "一時停止中" }
    public var dayOpen: String { "任意" }

    // MARK: Part 2 of the web app

    public var decimalSeparator: String { "." }
    public var scheduleDaysOfWeek: String { "曜日" }
    public var scheduleTimesAWeek: String { "週あたりの回数" }
    public var scheduleTimesAMonth: String { "月あたりの回数" }
    public var scheduleEveryNDays: String { "N日ごと" }
    public var scheduleTimesInDays: String { "M日間にN回" }
    public var applySchedule: String { "適用" }
    public var numberOfTimes: String { "回数" }
    public var numberOfDays: String { "日数" }
    public var measureTitle: String { "計測" }
    public var measureAmount: String { "量を計測する" }
    public var measureFixedHint: String { "はい/いいえ型の習慣は変更できません。量を計測するには新しい習慣を作成してください。" }
    public var unit: String { "単位" }
    public var unitPlaceholder: String { "杯、km、分" }
    public var target: String { "目標" }
    public var atMost: String { "上限にする" }
    public var step: String { "1タップの量" }
    public func measureSummary(direction: Measure.Direction, target: String, unit: String, per: StreakUnit) -> String {
        let limit = direction == .atLeast ? "以上" : "以下"
        switch per {
        case .days: return "1日\(target)\(unit)\(limit)"
        case .weeks: return "週\(target)\(unit)\(limit)"
        case .months: return "月\(target)\(unit)\(limit)"
        }
    }
    public func measuredAmount(_ value: String, of target: String, unit: String, per: StreakUnit) -> String {
        switch per {
        case .days: "\(value) / \(target)\(unit)"
        case .weeks: "今週 \(value) / \(target)\(unit)"
        case .months: "今月 \(value) / \(target)\(unit)"
        }
    }
    public func addStep(_ step: String, unit: String, to name: String) -> String { "\(name)に\(step)\(unit)を追加" }
    public func best(_ count: Int, _ unit: StreakUnit) -> String { "最高 \(streakCount(count, unit))" }
    public func streaksLabel(current: Int, best: Int, unit: StreakUnit) -> String {
        unit == .days ? streaksLabel(current: current, best: best)
            : "現在の連続記録 \(streakLength(current, unit))、最高 \(streakLength(best, unit))"
    }
    public var value: String { "値" }
    public func valueFor(_ name: String) -> String { "\(name)の値" }
    public var skipToday: String { "今日はスキップ" }
    public var skip: String { "スキップ" }
    public var unskip: String { "スキップを取り消す" }
    public func noteFor(_ name: String) -> String { "\(name)のメモ" }
    public var dayNote: String { "この日のメモ" }
    public var skippedCard: String { "スキップ済み" }
    public var optionalToday: String { "今日は任意" }
    public var pause: String { "一時停止" }
    public var resume: String { "再開" }
    public var archive: String { "アーカイブ" }
    public var unarchive: String { "アーカイブから戻す" }
    public var moveUp: String { "上へ移動" }
    public var moveDown: String { "下へ移動" }
    public var pausedSection: String { "一時停止中" }
    public func pauseFor(_ name: String) -> String { "\(name)を一時停止" }
    public var pauseFrom: String { "開始日" }
    public var pauseUntil: String { "終了日" }
    public var pauseUntilHint: String { "再開するまで一時停止するには、終了日を空欄にしてください。" }
    public func pausedUntil(_ day: Day?) -> String { day.map { "\(mediumDate($0))まで一時停止中" } ?? "再開するまで一時停止中" }
    public var pauseAll: String { "すべて一時停止" }
    public var pauseAllHint: String { "休暇中はすべての習慣を一時停止できます。その期間は連続記録が途切れません。" }
    public var archivedTitle: String { "アーカイブ済み" }
    public var nothingArchived: String { "アーカイブされた項目はありません。" }
    public var dayStart: String { "1日の始まり" }
    public var setDayStart: String { "1日の始まりを設定" }
    public var dayStartHint: String { "深夜0時からこの時刻までの記録は前日の分になります。" }
    public var weekStart: String { "週の始まり" }
    public var weekStartHint: String { "カレンダーはこの曜日から始まり、週単位の習慣の回数もこの日から数えます。" }
    public var setWeekStart: String { "週の始まりを設定" }

    // MARK: Settings

    public var languageLabel: String { "言語" }
    public var export: String { "エクスポート" }
    public var exportHint: String { "すべてのデータを1つのJSONファイルでダウンロードします。" }
    public var importTitle: String { "インポート" }
    public var importHint: String { "エクスポートしたファイルを、この空のアプリに読み込みます。" }
    public var importButton: String { "ファイルをインポート" }
    public func imported(_ trackers: Int) -> String { "\(trackerCount(trackers))をインポートしました。" }

    // MARK: Sign-in page

    public var signInTitle: String { "Habits — サインイン" }
    public var passphrase: String { "パスフレーズ" }
    public var signIn: String { "サインイン" }
    public var wrongPassphrase: String { "パスフレーズが違います。" }
    public var tooManyPassphrases: String { "パスフレーズの誤りが多すぎます。しばらく待ってからもう一度お試しください。" }

    // MARK: Error pages

    public func errorPage(status: Int) -> (title: String, text: String) {
        switch status {
        case 404: ("見つかりません", "このページまたはトラッカーは存在しません（削除された可能性があります）。")
        case 503: ("保存できませんでした", "現在変更を保存できないため、何も変更されていません。しばらくしてからもう一度お試しください。")
        case 400...499: ("うまくいきませんでした", "リクエストを理解できませんでした。")
        default: ("問題が発生しました", "サーバー側で問題が発生しました。もう一度お試しください。")
        }
    }
    public var backToTrackers: String { "トラッカーに戻る" }

    // MARK: Rule errors

    public func message(_ error: DomainError) -> String {
        switch error {
        case .nameMissing: "トラッカーに名前を付けてください。"
        case .nameTooLong, .categoryNameTooLong: "38文字以内"
        case .duplicateTracker(let name): "「\(name)」はすでに記録しています。"
        case .categoryNameMissing: "カテゴリに名前を付けてください。"
        case .duplicateCategory(let name): "カテゴリ「\(name)」はすでにあります。"
        case .noteTooLong: "メモは200文字以内にしてください。"
        case .controlCharacters: "名前やメモに制御文字（NULなど）は使えません。"
        case .scheduleEmpty: chooseDays
        case .invalidEmoji: "いずれかの絵文字を選んでください。"
        case .invalidColor(let text): "「\(text)」は色ではありません。#RRGGBB の形式で指定してください。"
        case .futureDay: "未来の日は記録できません。"
        case .beforeStart(let name, let start): "\(name)の開始日は\(mediumDate(start))です。"
        case .notScheduled(let name, let weekday): "\(name)は\(weekdayName(weekday))には予定されていません。"
        case .eventAlreadyDone(let name, let day): "\(name)は\(mediumDate(day))にすでに完了しています。先にその日の記録を取り消してください。"
        case .startAfterFirstCompletion(let name, let first):
            "\(name)は\(mediumDate(first))に初めて完了しているため、それより後には開始できません。"
        case .startInFuture: "トラッカーを未来の日から開始することはできません。"
        case .kindChange: "習慣をイベントに、またはイベントを習慣に変えることはできません。"
        case .unknownTracker(let name): "「\(name)」というトラッカーはありません。"
        case .unknownCategory(let name): "「\(name)」というカテゴリはありません。"
        case .databaseNotEmpty: "インポートには空のデータベースが必要です。このデータベースにはすでにデータがあります。"
        case .invalidImport(let problem): "このファイルはインポートできません: \(problem)"
        case .scheduleOutOfRange(.weekly): "週\(Schedule.weeklyLimits.lowerBound)〜\(Schedule.weeklyLimits.upperBound)回の範囲で選んでください。"
        case .scheduleOutOfRange(.monthly): "月\(Schedule.monthlyLimits.lowerBound)〜\(Schedule.monthlyLimits.upperBound)回の範囲で選んでください。"
        case .scheduleOutOfRange(.rolling):
            "M日間にN回を選んでください（Nは\(Schedule.rollingTimesLimits.lowerBound)以上M未満、Mは\(Schedule.rollingDaysLimits.upperBound)以下）。"
        case .scheduleOutOfRange(.weekdays): chooseDays
        case .unitInvalid: "単位を1〜16文字で入力してください（例: 杯、km）。"
        case .targetInvalid: "目標は0より大きく1,000,000以下の数値で、小数点以下3桁までです。"
        case .stepInvalid: "1タップの量は0より大きく1,000,000以下の数値で、小数点以下3桁までです。"
        case .valueInvalid: "値は0〜1,000,000の数値で、小数点以下3桁までです。"
        case .notMeasurable(let name): "\(name)ははい/いいえ型の習慣です。値は入力せず、完了にしてください。"
        case .measureOnEvent: "不定期のイベントは計測できません。習慣にしてください。"
        case .measureChange: "はい/いいえ型の習慣を計測型に、または計測型をはい/いいえ型に変えることはできません。"
        case .cannotSkipEvent(let name): "\(name)は不定期のイベントです。イベントはスキップできません。"
        case .cannotPauseEvent(let name): "\(name)は不定期のイベントです。一時停止できるのは習慣だけです。"
        case .pauseEndsBeforeStart: "一時停止の終了日を開始日より前にすることはできません。"
        case .dayStartOutOfRange: "1日の始まりは00:00〜06:00の正時から選べます。"
        case .weekStartUnsupported: "週の始まりは月曜日・日曜日・土曜日から選べます。"
        case .archived(let name): "\(name)はアーカイブされています。日付を変更するにはアーカイブから戻してください。"
        case .startAfterArchive(let name, let archived):
            "\(name)は\(mediumDate(archived))にアーカイブされたため、それより後には開始できません。"
        case .unknownZone(let zone): "「\(zone)」はタイムゾーンではありません。Asia/Tokyo のような名前を指定してください。"
        case .channelURLInvalid: "https:// で始まるウェブアドレスを入力してください（例: https://ntfy.sh/my-topic）。"
        case .channelURLInsecure: "リマインダーは https で送信されます。http はこのマシン（localhost または 127.0.0.1）宛てにのみ使えます。"
        case .channelSecretInvalid: "シークレットは空白を含まない1〜200文字です。"
        case .channelLabelTooLong: "名前は60文字未満にしてください。"
        case .pushKeysInvalid: "このブラウザのプッシュ登録には、Habitsで使えないキーが含まれています。"
        case .tooManyChannels: "チャネルはすでに50件あります。先に1件削除してください。"
        case .unknownChannel(let id): "ID「\(id)」の通知チャネルはありません。"
        case .doneTokenInvalid: "この通知は、リマインダーを受け取らなくなったデバイスからのものです。アプリを開いて習慣を記録してください。"
        case .reminderTimeInvalid(let text): "「\(text)」は時刻ではありません。21:00 のように24時間表記のHH:MMで入力してください。"
        case .duplicateReminder(let time): "\(time)のリマインダーはすでにあります。"
        case .tooManyReminders: "リマインダーは1つのトラッカーにつき\(Reminder.limit)件までです。"
        case .reminderDaysEmpty: "リマインダーの曜日を1つ以上選んでください。"
        case .accountNameInvalid: "アカウント名は制御文字を含まない64文字以内にしてください。"
        case .duplicateAccount(let name): "アカウント「\(name)」はすでにあります。"
        case .unknownAccount(let name): "アカウント「\(name)」はありません。"
        case .passwordTooShort(let minimum): "\(minimum)文字以上のパスワードを設定してください。"
        case .passwordTooLong: "パスワードが長すぎます。1,024バイト未満にしてください。"
        case .invitationInvalid: "この登録リンクは無効です（使用済みか、7日より前に発行されたものです）。新しいリンクを依頼してください。"
        case .tokenLabelInvalid: "トークンのラベルは制御文字を含まない64文字以内にしてください。"
        case .passwordIsName: "アカウント名とは違うパスワードにしてください。"
        case .passwordsDiffer: "新しいパスワードが一致しません。同じものを2回入力してください。"
        case .currentPasswordWrong: "現在のパスワードが違います。何も変更されていません。"
        case .identityTaken(let subject): "サインイン「\(subject)」はすでに別のアカウントのものです。"
        }
    }

    // MARK: Command line

    public var addTrackerHint: String { "トラッカーを追加するには: habits add 名前 --category カテゴリ --every-day" }
    public var noCategories: String { "カテゴリはまだありません。追加するには: habits category add 名前" }
    public var listTrackersHint: String { "トラッカーの一覧は 'habits list' で表示できます。" }
    public var listCategoriesHint: String { "カテゴリの一覧は 'habits category list' で表示できます。" }
    public func addedCategory(_ name: String) -> String { "カテゴリ「\(name)」を追加しました。" }
    public func renamedCategory(_ old: String, to new: String) -> String { "カテゴリ「\(old)」の名前を「\(new)」に変更しました。" }
    public func confirmDeleteCategory(_ name: String, trackers count: Int) -> String {
        "「\(name)」とその\(trackerCount(count))を完全に削除します。確認するには --yes を付けてもう一度実行してください。"
    }
    public func deletedCategory(_ name: String, trackers count: Int) -> String {
        "「\(name)」とその\(trackerCount(count))を削除しました。"
    }
    public func addedTracker(emoji: String, name: String, schedule: String?, category: String) -> String {
        "\(emoji) \(name)（\(schedule ?? "不定期のイベント")）を「\(category)」に追加しました。"
    }
    public func updatedTracker(emoji: String, name: String) -> String { "\(emoji) \(name)を更新しました。" }
    public func pinnedTracker(_ name: String) -> String { "\(name)をピン留めしました。" }
    public func unpinnedTracker(_ name: String) -> String { "\(name)のピン留めを外しました。" }
    public func confirmDeleteTracker(_ name: String) -> String {
        "「\(name)」とその履歴を完全に削除します。確認するには --yes を付けてもう一度実行してください。"
    }
    public func deletedTracker(_ name: String) -> String { "「\(name)」とその履歴を削除しました。" }
    public func marked(_ name: String, on day: Day, done: Bool, changed: Bool) -> String {
        let state = done ? "完了" : "未完了"
        return changed ? "\(name): \(day.iso)を\(state)にしました。" : "\(name)は\(day.iso)にすでに\(state)です。"
    }
    public func last30DaysRange(from first: Day, to last: Day) -> String { "過去30日間（\(first.iso)〜\(last.iso)）:" }
    public func exported(categories: Int, trackers: Int, to file: String) -> String {
        "カテゴリ\(categories)件と\(trackerCount(trackers))を\(file)にエクスポートしました。"
    }
    public func importedAll(categories: Int, trackers: Int, completions: Int) -> String {
        "カテゴリ\(categories)件、\(trackerCount(trackers))、完了記録\(completions)件をインポートしました。"
    }
    public func serving(url: String, database: String) -> String {
        "Habitsは\(url)で動作中です（データベース: \(database)）。Ctrl-Cで停止します。"
    }
    public var stopped: String { "停止しました。データベースを閉じました。" }
    public func clockPinned(_ instant: String) -> String {
        "警告: HABITS_NOWが設定されています。時計は現在ではなく\(instant)から始まります。"
    }

    // MARK: Command line, part 2

    public func amount(_ value: Quantity, of target: Quantity, unit: String) -> String {
        "\(number(value)) / \(number(target))\(unit)"
    }
    public func periodAmount(_ sum: Quantity, of target: Quantity, unit: String, _ kind: Schedule.Kind) -> String {
        "\(thisPeriod(kind)) \(amount(sum, of: target, unit: unit))"
    }
    public func periodDays(_ done: Int, of goal: Int, _ kind: Schedule.Kind) -> String {
        "\(thisPeriod(kind)) \(done) / \(days(goal))"
    }
    private func thisPeriod(_ kind: Schedule.Kind) -> String { kind == .monthly ? "今月" : "今週" }
    public func measureSummary(_ measure: Measure, _ schedule: Schedule) -> String {
        let per = switch schedule.kind { case .weekly: "週"; case .monthly: "月"; default: "1日" }
        return "\(per)\(number(measure.target))\(measure.unit)\(measure.direction == .atMost ? "以下" : "以上")"
    }
    public func tapAdds(_ step: Quantity) -> String { "1タップで\(number(step))追加" }
    public func quantity(_ value: Quantity, unit: String) -> String { "\(number(value))\(unit)" }
    public func measured(_ name: String, amount: String, period: String?, on day: Day, changed: Bool) -> String {
        let period = period.map { "（\($0)）" } ?? ""
        return changed ? "\(name): \(day.iso)を\(amount)にしました\(period)。" : "\(name)は\(day.iso)にすでに\(amount)です\(period)。"
    }
    public func skippedDay(_ name: String, on day: Day, changed: Bool) -> String {
        changed ? "\(name): \(day.iso)をスキップしました。" : "\(name)は\(day.iso)にすでにスキップ済みです。"
    }
    public func noted(_ name: String, on day: Day, note: String?, changed: Bool) -> String {
        switch (note, changed) {
        case (let note?, true): "\(name)、\(day.iso): メモ「\(note)」。"
        case (nil, true): "\(name)、\(day.iso): メモを削除しました。"
        case (_?, false): "\(name)の\(day.iso)には、すでにそのメモがあります。"
        case (nil, false): "\(name)の\(day.iso)にはメモがありません。"
        }
    }
    public func pauseRange(from: Day, until: Day?) -> String {
        until.map { "\(from.iso)〜\($0.iso)" } ?? "\(from.iso)から再開まで"
    }
    public func pausedTracker(_ name: String, range: String, changed: Bool) -> String {
        changed ? "\(name)を一時停止しました（\(range)）。" : "\(name)はすでに一時停止中です（\(range)）。"
    }
    public func resumedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name)を再開しました。" : "\(name)は今日は一時停止していません。"
    }
    public func pausedUntilLine(_ until: Day?) -> String { until.map { "\($0.iso)まで一時停止中" } ?? "再開まで一時停止中" }
    public func archivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name)をアーカイブしました。履歴は残ります。" : "\(name)はすでにアーカイブされています。"
    }
    public func unarchivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name)をアーカイブから戻しました。" : "\(name)はアーカイブされていません。"
    }
    public func archivedSince(_ day: Day) -> String { "\(day.iso)にアーカイブ済み。'habits unarchive' で戻せます。" }
    public func movedTracker(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "\(name)を\(up ? "上" : "下")へ移動しました。" : "\(name)はすでにカテゴリ内で\(up ? "最初" : "最後")です。"
    }
    public func movedCategory(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "カテゴリ「\(name)」を\(up ? "上" : "下")へ移動しました。"
            : "カテゴリ「\(name)」はすでに\(up ? "最初" : "最後")です。"
    }
    public var pausesLabel: String { "一時停止:" }
    public var notesLabel: String { "メモ:" }
    public var dayStartLabel: String { "1日の始まり" }
    public var weekStartLabel: String { "週の開始日" }
    public var zoneLabel: String { "タイムゾーン" }
    public var zoneUnset: String { "未設定（デバイスに従う）" }
    public var settingsSaved: String { "設定を保存しました。" }
}
