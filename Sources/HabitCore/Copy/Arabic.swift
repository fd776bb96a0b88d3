/// The product's Arabic copy (Modern Standard Arabic, right to left; the page sets `dir="rtl"`
/// and isolates names, so no string carries bidi control characters). Numbers use Latin digits
/// for now; the language machinery decides the digits a page shows.
///
/// Glossary (one word for each of the product's terms):
/// habit — عادة (عادات); tracker — متتبع (متتبعات); irregular event — حدث غير منتظم;
/// streak — سلسلة (سلاسل); best streak on a card — الأفضل; skip — تخطي / متخطّى;
/// pause — إيقاف مؤقت / متوقف مؤقتًا; resume — استئناف; archive — أرشفة / الأرشيف;
/// measurable — قابلة للقياس (حساب الكمية); yes/no habit — عادة نعم/لا; category — فئة (فئات);
/// note — ملاحظة; entry — إدخال; done — مُنجَز / إنجاز; strength — قوة العادة;
/// reminder — تذكير; channel — قناة; webhook — خطاف ويب; account — حساب;
/// passphrase — عبارة المرور; password — كلمة المرور; token — رمز مميز.
public struct Arabic: Copy {
    public init() {}

    // MARK: Language

    public var languageName: String { "العربية" }

    public var pluralRule: PluralRule { .arabic }

    /// A counted noun. One and two are whole words ("يوم واحد", "يومان"); the others follow the
    /// number: 3–10 the plural (`few`), 11–99 the accusative singular (`many`), 0 and 100–102…
    /// the singular (`other`).
    func counted(_ count: Int, one: String, two: String, few: String, many: String, other: String) -> String {
        plural(count, PluralForms(zero: "\(count) \(other)", one: one, two: two, few: "\(count) \(few)",
                                  many: "\(count) \(many)", other: "\(count) \(other)"))
    }
    /// `N times`: "مرة واحدة", "مرتان", "3 مرات", "11 مرة".
    func times(_ count: Int) -> String { counted(count, one: "مرة واحدة", two: "مرتان", few: "مرات", many: "مرة", other: "مرة") }
    /// Days after a preposition (`كل`, `خلال`, `من`): the dual is genitive, "يومين".
    func daysAfterPreposition(_ count: Int) -> String {
        counted(count, one: "يوم واحد", two: "يومين", few: "أيام", many: "يومًا", other: "يوم")
    }

    // MARK: Dates

    public var monthNames: [String] {
        ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
    }
    public var weekdayNames: [String] { ["الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"] }
    public var shortWeekdayNames: [String] { ["اثنين", "ثلاثاء", "أربعاء", "خميس", "جمعة", "سبت", "أحد"] }

    public func weekdayTitle(_ weekday: Weekday) -> String { weekdayName(weekday) }
    /// `EEEE، d MMMM`: "السبت، 8 مارس".
    public func heading(_ day: Day) -> String { "\(weekdayName(day.weekday))، \(day.dayOfMonth) \(monthName(day.month))" }
    public func headingWithYear(_ day: Day) -> String { "\(heading(day))، \(day.year)" }
    /// `d MMM، y`: "1 مارس، 2025".
    public func mediumDate(_ day: Day) -> String {
        let (y, m, d) = day.components
        return "\(d) \(monthNames[m - 1])، \(y)"
    }
    /// `E، d`: "اثنين، 3".
    public func chip(_ day: Day) -> String { "\(shortWeekdayName(day.weekday))، \(day.dayOfMonth)" }
    public func monthTitle(_ day: Day) -> String { "\(monthName(day.month)) \(day.year)" }

    // MARK: Counts and summaries

    public func days(_ count: Int) -> String { counted(count, one: "يوم واحد", two: "يومان", few: "أيام", many: "يومًا", other: "يوم") }
    public func trackerCount(_ count: Int) -> String {
        counted(count, one: "متتبع واحد", two: "متتبعان", few: "متتبعات", many: "متتبعًا", other: "متتبع")
    }
    public func best(_ count: Int) -> String { "الأفضل \(count)" }
    public func scheduleSummary(_ schedule: Schedule) -> String {
        switch schedule {
        case .weekdays(let days): days.isEveryDay ? everyDay : days.map(shortWeekdayName).joined(separator: "، ")
        case .weekly(let count): "\(times(count)) في الأسبوع"
        case .monthly(let count): "\(times(count)) في الشهر"
        case .rolling(1, let days): "كل \(daysAfterPreposition(days))"
        case .rolling(let count, let days): "\(times(count)) خلال \(daysAfterPreposition(days))"
        }
    }
    public func streakCount(_ count: Int, _ unit: StreakUnit) -> String { unit == .days ? "\(count)" : streakLength(count, unit) }
    public func streakLength(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: days(count)
        case .weeks: counted(count, one: "أسبوع واحد", two: "أسبوعان", few: "أسابيع", many: "أسبوعًا", other: "أسبوع")
        case .months: counted(count, one: "شهر واحد", two: "شهران", few: "أشهر", many: "شهرًا", other: "شهر")
        }
    }

    // MARK: Trackers screen

    public var trackers: String { "المتتبعات" }
    public var statistics: String { "الإحصاءات" }
    public var search: String { "بحث" }
    public var filters: String { "التصفية" }
    public var whatToTrack: String { "ماذا سنتتبع؟" }
    public var nothingFound: String { "لم يُعثر على شيء" }
    public var pinned: String { "المثبّتة" }
    public var progressTodayTemplate: String { "أُنجز {done} من {total} اليوم" }
    public var progressOtherDayTemplate: String { "أُنجز {done} من {total}" }
    public var allDoneToday: String { "أنجزت كل شيء اليوم. عمل رائع!" }
    public var addTracker: String { "إضافة متتبع" }
    public var createTracker: String { "إنشاء متتبع" }
    public var habit: String { "عادة" }
    public var irregularEvent: String { "حدث غير منتظم" }
    public var chooseDate: String { "اختر يومًا" }
    public var previousMonth: String { "الشهر السابق" }
    public var nextMonth: String { "الشهر التالي" }
    public var today: String { "اليوم" }
    public var settings: String { "الإعدادات" }
    public func menuFor(_ name: String) -> String { "إجراءات \(name)" }
    public func markDone(_ name: String) -> String { "تحديد \(name) كمُنجَز" }
    public var pin: String { "تثبيت" }
    public var unpin: String { "إلغاء التثبيت" }
    public var edit: String { "تعديل" }
    public var details: String { "التفاصيل" }
    public var delete: String { "حذف" }
    public var allTrackers: String { "كل المتتبعات" }
    public var todaysTrackers: String { "متتبعات اليوم" }
    public var completed: String { "المُنجَزة" }
    public var uncompleted: String { "غير المُنجَزة" }
    public func deleteTrackerQuestion(_ name: String) -> String { "هل تريد حذف «\(name)» وسجله؟ لا يمكن التراجع عن ذلك." }
    public var offlineStatus: String { "غير متصل — ستُزامَن نقراتك لاحقًا" }
    public var syncedStatus: String { "تمت مزامنة كل التغييرات" }
    public var refusedStatus: String { "لم يُحفظ تغيير أُجري دون اتصال:" }

    // MARK: Onboarding

    public var onboardingTitles: [String] { ["تتبّع ما تريده فقط", "حتى لو لم يكن لترات من الماء واليوغا"] }
    public var onboardingLabel: String { "مرحبًا بك في Habits" }
    public var awesomeTech: String { "تقنية رائعة!" }

    // MARK: Statistics

    public var nothingToAnalyze: String { "لا يوجد ما يُحلَّل بعد" }
    public var bestStreak: String { "أفضل سلسلة" }
    public var perfectDays: String { "الأيام المثالية" }
    public var trackersCompleted: String { "المتتبعات المُنجَزة" }
    public var average: String { "المتوسط" }

    // MARK: New/Edit tracker and the category picker

    public var newHabit: String { "عادة جديدة" }
    public var newEvent: String { "حدث غير منتظم جديد" }
    public var editHabit: String { "تعديل العادة" }
    public var editEvent: String { "تعديل الحدث غير المنتظم" }
    public var namePlaceholder: String { "أدخل اسم المتتبع" }
    public var trackerName: String { "اسم المتتبع" }
    public var clear: String { "مسح" }
    public var category: String { "الفئة" }
    public var schedule: String { "الجدول" }
    public var everyDay: String { "كل يوم" }
    public var note: String { "ملاحظة" }
    public var notePlaceholder: String { "وصف اختياري" }
    public var emoji: String { "رمز تعبيري" }
    public var color: String { "اللون" }
    public var cancel: String { "إلغاء" }
    public var create: String { "إنشاء" }
    public var save: String { "حفظ" }
    public var done: String { "تم" }
    public var chooseCategory: String { "اختر فئة." }
    public var chooseDays: String { "اختر يومًا واحدًا على الأقل." }
    public var chooseEmoji: String { "اختر رمزًا تعبيريًا." }
    public var chooseColor: String { "اختر لونًا." }
    public var startDate: String { "تاريخ البدء" }
    public var chooseStart: String { "اختر تاريخ البدء." }
    public var changedElsewhere: String {
        "تغيّر هذا المتتبع بعد أن فتحت النموذج. هذه قيمه الحالية؛ أجرِ تغييرك مرة أخرى."
    }
    public var colorNames: [String] {
        ["أزرق", "أخضر", "كهرماني", "أحمر", "أرجواني", "سماوي", "وردي", "رمادي أردوازي", "مرجاني", "برتقالي", "لازوردي",
         "بنفسجي", "نعناعي", "أوركيدي", "نيلي", "وردي فاتح", "أزرق لافندر", "ليموني"]
    }
    public func streaksLabel(current: Int, best: Int) -> String { "السلسلة الحالية \(days(current))، والأفضل \(best)" }
    public var categoryPlaceholder: String { "يمكن تجميع العادات والأحداث حسب معناها" }
    public var addCategory: String { "إضافة فئة" }
    public var newCategory: String { "فئة جديدة" }
    public var categoryNamePlaceholder: String { "أدخل اسم الفئة" }
    public var categoryMenu: String { "إجراءات الفئة" }
    public func deleteCategoryQuestion(_ name: String, trackers count: Int) -> String {
        "هل تريد حذف «\(name)» وما فيها (\(trackerCount(count)))؟ لا يمكن التراجع عن ذلك."
    }

    // MARK: Tracker detail

    /// The arrow points right: back is to the right in a right-to-left page.
    public var back: String { "→ رجوع" }
    public var offlineTitle: String { "لا يوجد اتصال" }
    public var offlineMessage: String { "هذه الشاشة غير محفوظة على هذا الجهاز. اتصل بالإنترنت وحاول مرة أخرى." }
    public var currentStreak: String { "السلسلة الحالية" }
    public var bestStreakDetail: String { "أفضل سلسلة" }
    public var last7Days: String { "آخر 7 أيام" }
    public var last30Days: String { "آخر 30 يومًا" }
    public func completedSince(_ days: Int, _ start: Day) -> String { "أُنجز \(self.days(days)) منذ \(mediumDate(start))" }
    public var dayDone: String { "مُنجَز" }
    public var dayMissed: String { "فائت" }
    public var dayPending: String { "لم يُنجَز بعد" }
    public var dayUnscheduled: String { "غير مجدول" }
    public var dayBeforeStart: String { "قبل البدء" }
    public var daySkipped: String { "متخطّى" }
    public var dayPaused: String { "متوقف مؤقتًا" }
    public var dayOpen: String { "متاح" }

    // MARK: Part 2 of the web app

    /// With Latin digits Arabic writes a full stop; `٫` belongs with Arabic-Indic digits.
    public var decimalSeparator: String { "." }
    public var scheduleDaysOfWeek: String { "أيام الأسبوع" }
    public var scheduleTimesAWeek: String { "مرات في الأسبوع" }
    public var scheduleTimesAMonth: String { "مرات في الشهر" }
    public var scheduleEveryNDays: String { "كل N يوم" }
    public var scheduleTimesInDays: String { "N مرة خلال M يوم" }
    public var applySchedule: String { "تطبيق" }
    public var numberOfTimes: String { "عدد المرات" }
    public var numberOfDays: String { "عدد الأيام" }
    public var measureTitle: String { "القياس" }
    public var measureAmount: String { "حساب الكمية" }
    public var measureFixedHint: String { "عادة نعم/لا تبقى كذلك؛ لحساب كمية أنشئ عادة جديدة." }
    public var unit: String { "الوحدة" }
    public var unitPlaceholder: String { "أكواب، كم، دقيقة" }
    public var target: String { "الهدف" }
    public var atMost: String { "بحد أقصى" }
    public var step: String { "الخطوة" }
    public func measureSummary(direction: Measure.Direction, target: String, unit: String, per: StreakUnit) -> String {
        let limit = direction == .atLeast ? "لا يقل عن" : "لا يزيد على"
        switch per {
        case .days: return "\(limit) \(target) \(unit) يوميًا"
        case .weeks: return "\(limit) \(target) \(unit) أسبوعيًا"
        case .months: return "\(limit) \(target) \(unit) شهريًا"
        }
    }
    public func measuredAmount(_ value: String, of target: String, unit: String, per: StreakUnit) -> String {
        switch per {
        case .days: "\(value) من \(target) \(unit)"
        case .weeks: "\(value) من \(target) \(unit) هذا الأسبوع"
        case .months: "\(value) من \(target) \(unit) هذا الشهر"
        }
    }
    public func addStep(_ step: String, unit: String, to name: String) -> String { "إضافة \(step) \(unit) إلى \(name)" }
    public func best(_ count: Int, _ unit: StreakUnit) -> String { "الأفضل \(streakCount(count, unit))" }
    public func streaksLabel(current: Int, best: Int, unit: StreakUnit) -> String {
        unit == .days ? streaksLabel(current: current, best: best)
            : "السلسلة الحالية \(streakLength(current, unit))، والأفضل \(streakLength(best, unit))"
    }
    public var value: String { "القيمة" }
    public func valueFor(_ name: String) -> String { "قيمة \(name)" }
    public var skipToday: String { "تخطي اليوم" }
    public var skip: String { "تخطي" }
    public var unskip: String { "إلغاء التخطي" }
    public func noteFor(_ name: String) -> String { "ملاحظة على \(name)" }
    public var dayNote: String { "ملاحظة اليوم" }
    public var skippedCard: String { "متخطّى" }
    public var optionalToday: String { "اختياري اليوم" }
    public var pause: String { "إيقاف مؤقت" }
    public var resume: String { "استئناف" }
    public var archive: String { "أرشفة" }
    public var unarchive: String { "إلغاء الأرشفة" }
    public var moveUp: String { "نقل لأعلى" }
    public var moveDown: String { "نقل لأسفل" }
    public var pausedSection: String { "متوقفة مؤقتًا" }
    public func pauseFor(_ name: String) -> String { "إيقاف \(name) مؤقتًا" }
    public var pauseFrom: String { "من" }
    public var pauseUntil: String { "حتى" }
    public var pauseUntilHint: String { "اترك «حتى» فارغًا ليستمر الإيقاف حتى تستأنف بنفسك." }
    public func pausedUntil(_ day: Day?) -> String { day.map { "متوقف مؤقتًا حتى \(mediumDate($0))" } ?? "متوقف مؤقتًا حتى الاستئناف" }
    public var pauseAll: String { "إيقاف الكل مؤقتًا" }
    public var pauseAllHint: String { "أوقف كل العادات مؤقتًا في العطلة: هذه الأيام لا تقطع السلاسل." }
    public var archivedTitle: String { "الأرشيف" }
    public var nothingArchived: String { "لا شيء في الأرشيف." }
    public var dayStart: String { "يبدأ اليوم عند الساعة" }
    public var setDayStart: String { "ضبط بداية اليوم" }
    public var dayStartHint: String { "العلامات المسجّلة بعد منتصف الليل وقبل هذه الساعة تُحسب لليوم السابق." }
    public var weekStart: String { "أول يوم في الأسبوع" }
    public var weekStartHint: String { "تبدأ التقويمات بهذا اليوم، ومنه تَحسب العادة الأسبوعية مراتها." }
    public var setWeekStart: String { "ضبط أول يوم في الأسبوع" }

    // MARK: Settings

    public var languageLabel: String { "اللغة" }
    public var export: String { "تصدير" }
    public var exportHint: String { "نزّل كل شيء في ملف JSON واحد." }
    public var importTitle: String { "استيراد" }
    public var importHint: String { "حمّل ملفًا مُصدَّرًا في هذا التطبيق الفارغ." }
    public var importButton: String { "استيراد ملف" }
    public func imported(_ trackers: Int) -> String { "تم استيراد \(trackerCount(trackers))." }

    // MARK: Sign-in page

    public var signInTitle: String { "Habits — تسجيل الدخول" }
    public var passphrase: String { "عبارة المرور" }
    public var signIn: String { "تسجيل الدخول" }
    public var wrongPassphrase: String { "عبارة المرور غير صحيحة." }
    public var tooManyPassphrases: String { "محاولات خاطئة كثيرة. انتظر قليلًا ثم حاول مرة أخرى." }

    // MARK: Error pages

    public func errorPage(status: Int) -> (title: String, text: String) {
        switch status {
        case 404: ("غير موجود", "هذه الصفحة أو هذا المتتبع غير موجود (أو لم يعد موجودًا).")
        case 503: ("تعذّر الحفظ", "تعذّر حفظ التغيير الآن، ولم يتغير شيء. حاول مرة أخرى بعد قليل.")
        case 400...499: ("لم ينجح ذلك", "تعذّر فهم الطلب.")
        default: ("حدث خطأ ما", "حدث خطأ ما من جهتنا. حاول مرة أخرى.")
        }
    }
    public var backToTrackers: String { "العودة إلى المتتبعات" }

    // MARK: Rule errors

    private func characters(_ count: Int) -> String {
        counted(count, one: "حرف واحد", two: "حرفين", few: "أحرف", many: "حرفًا", other: "حرف")
    }

    public func message(_ error: DomainError) -> String {
        switch error {
        case .nameMissing: "أعطِ المتتبع اسمًا."
        case .nameTooLong, .categoryNameTooLong: "الحد الأقصى 38 حرفًا"
        case .duplicateTracker(let name): "أنت تتتبع «\(name)» بالفعل."
        case .categoryNameMissing: "أعطِ الفئة اسمًا."
        case .duplicateCategory(let name): "الفئة «\(name)» موجودة بالفعل."
        case .noteTooLong: "اجعل الملاحظة في حدود 200 حرف."
        case .controlCharacters: "لا يمكن استخدام أحرف التحكم (مثل NUL) في الأسماء أو الملاحظات."
        case .scheduleEmpty: chooseDays
        case .invalidEmoji: "اختر أحد الرموز التعبيرية."
        case .invalidColor(let text): "«\(text)» ليس لونًا؛ استخدم الصيغة #RRGGBB."
        case .futureDay: "لا يمكن تحديد يوم في المستقبل."
        case .beforeStart(let name, let start): "بدأ «\(name)» في \(mediumDate(start))."
        case .notScheduled(let name, let weekday): "«\(name)» غير مجدول في أيام \(weekdayName(weekday))."
        case .eventAlreadyDone(let name, let day): "أُنجز «\(name)» بالفعل في \(mediumDate(day)). تراجع عن ذلك اليوم أولًا."
        case .startAfterFirstCompletion(let name, let first):
            "أُنجز «\(name)» لأول مرة في \(mediumDate(first))؛ لا يمكن أن يبدأ بعد ذلك."
        case .startInFuture: "لا يمكن أن يبدأ المتتبع في المستقبل."
        case .kindChange: "لا يمكن تحويل عادة إلى حدث، ولا العكس."
        case .unknownTracker(let name): "لا يوجد متتبع باسم «\(name)»."
        case .unknownCategory(let name): "لا توجد فئة باسم «\(name)»."
        case .databaseNotEmpty: "يتطلب الاستيراد قاعدة بيانات فارغة، وهذه فيها بيانات بالفعل."
        case .invalidImport(let problem): "لا يمكن استيراد هذا الملف: \(problem)"
        case .scheduleOutOfRange(.weekly): "اختر من \(Schedule.weeklyLimits.lowerBound) إلى \(times(Schedule.weeklyLimits.upperBound)) في الأسبوع."
        case .scheduleOutOfRange(.monthly): "اختر من \(Schedule.monthlyLimits.lowerBound) إلى \(times(Schedule.monthlyLimits.upperBound)) في الشهر."
        case .scheduleOutOfRange(.rolling):
            "اختر N مرة خلال M يوم، على أن يكون N \(Schedule.rollingTimesLimits.lowerBound) على الأقل وأقل من M، وألا يزيد M على \(Schedule.rollingDaysLimits.upperBound)."
        case .scheduleOutOfRange(.weekdays): chooseDays
        case .unitInvalid: "أدخل وحدة من حرف واحد إلى 16 حرفًا، مثل أكواب أو كم."
        case .targetInvalid: "الهدف رقم أكبر من 0 ولا يزيد على 1,000,000، وبثلاث منازل عشرية على الأكثر."
        case .stepInvalid: "الخطوة رقم أكبر من 0 ولا يزيد على 1,000,000، وبثلاث منازل عشرية على الأكثر."
        case .valueInvalid: "القيمة رقم من 0 إلى 1,000,000، وبثلاث منازل عشرية على الأكثر."
        case .notMeasurable(let name): "«\(name)» عادة نعم/لا: حدّدها كمُنجَزة، فهي لا تأخذ قيمة."
        case .measureOnEvent: "لا يمكن قياس حدث غير منتظم؛ اجعله عادة."
        case .measureChange: "لا يمكن جعل عادة نعم/لا قابلة للقياس، ولا العكس."
        case .cannotSkipEvent(let name): "«\(name)» حدث غير منتظم؛ لا يمكن تخطي الأحداث."
        case .cannotPauseEvent(let name): "«\(name)» حدث غير منتظم؛ الإيقاف المؤقت للعادات فقط."
        case .pauseEndsBeforeStart: "لا يمكن أن ينتهي الإيقاف المؤقت قبل أن يبدأ."
        case .dayStartOutOfRange: "يمكن أن يبدأ اليوم عند ساعة كاملة من 00:00 إلى 06:00."
        case .weekStartUnsupported: "يمكن أن يبدأ الأسبوع يوم الاثنين أو الأحد أو السبت."
        case .archived(let name): "«\(name)» مؤرشف؛ ألغِ أرشفته لتغيير أيامه."
        case .startAfterArchive(let name, let archived):
            "أُرشف «\(name)» في \(mediumDate(archived))؛ لا يمكن أن يبدأ بعد ذلك."
        case .unknownZone(let zone): "«\(zone)» ليست منطقة زمنية؛ استخدم اسمًا مثل Asia/Riyadh."
        case .channelURLInvalid: "أدخل عنوان ويب يبدأ بـ https://، مثل https://ntfy.sh/my-topic."
        case .channelURLInsecure: "تُرسل التذكيرات عبر https؛ ويُسمح بـ http العادي لهذا الجهاز فقط (localhost أو 127.0.0.1)."
        case .channelSecretInvalid: "السر من حرف واحد إلى 200 حرف بلا مسافات."
        case .channelLabelTooLong: "اجعل الاسم أقل من 60 حرفًا."
        case .pushKeysInvalid: "اشتراك الإشعارات في هذا المتصفح يحمل مفاتيح لا يستطيع Habits استخدامها."
        case .tooManyChannels: "لديك 50 قناة بالفعل؛ أزل واحدة أولًا."
        case .unknownChannel(let id): "لا توجد قناة إشعارات بالمعرّف «\(id)»."
        case .doneTokenInvalid: "هذا الإشعار من جهاز لم يعد يتلقى التذكيرات؛ افتح التطبيق لتحديد العادة."
        case .reminderTimeInvalid(let text): "«\(text)» ليس وقتًا؛ استخدم نظام 24 ساعة HH:MM، مثل 21:00."
        case .duplicateReminder(let time): "يوجد تذكير عند \(time) بالفعل."
        case .tooManyReminders:
            "يمكن أن يكون للمتتبع \(counted(Reminder.limit, one: "تذكير واحد", two: "تذكيران", few: "تذكيرات", many: "تذكيرًا", other: "تذكير")) على الأكثر."
        case .reminderDaysEmpty: "اختر يومًا واحدًا على الأقل للتذكير."
        case .accountNameInvalid: "أعطِ الحساب اسمًا لا يزيد على 64 حرفًا، دون أحرف تحكم."
        case .duplicateAccount(let name): "يوجد حساب باسم «\(name)» بالفعل."
        case .unknownAccount(let name): "لا يوجد حساب باسم «\(name)»."
        case .passwordTooShort(let minimum): "اختر كلمة مرور من \(characters(minimum)) على الأقل."
        case .passwordTooLong: "كلمة المرور هذه طويلة جدًا؛ اجعلها أقل من 1,024 بايت."
        case .invitationInvalid: "رابط التسجيل هذا غير صالح: استُخدم من قبل أو مضى عليه أكثر من 7 أيام. اطلب رابطًا جديدًا."
        case .tokenLabelInvalid: "أعطِ الرمز المميز تسمية لا تزيد على 64 حرفًا، دون أحرف تحكم."
        case .passwordIsName: "اختر كلمة مرور ليست اسم الحساب."
        case .passwordsDiffer: "كلمتا المرور الجديدتان مختلفتان؛ اكتب الكلمة نفسها مرتين."
        case .currentPasswordWrong: "كلمة المرور الحالية خاطئة؛ لم يتغيّر شيء."
        case .identityTaken(let subject): "تسجيل الدخول \"\(subject)\" يخص حسابًا آخر من قبل."
        }
    }

    // MARK: Command line

    public var addTrackerHint: String { "أضف متتبعًا بالأمر: habits add NAME --category CAT --every-day" }
    public var noCategories: String { "لا توجد فئات بعد. أضف واحدة بالأمر: habits category add NAME" }
    public var listTrackersHint: String { "شغّل 'habits list' لعرض متتبعاتك." }
    public var listCategoriesHint: String { "شغّل 'habits category list' لعرض فئاتك." }
    public func addedCategory(_ name: String) -> String { "تمت إضافة الفئة «\(name)»." }
    public func renamedCategory(_ old: String, to new: String) -> String { "تمت إعادة تسمية الفئة «\(old)» إلى «\(new)»." }
    public func confirmDeleteCategory(_ name: String, trackers count: Int) -> String {
        "سيُحذف «\(name)» وما فيها (\(trackerCount(count))) نهائيًا. أعد التشغيل مع --yes للتأكيد."
    }
    public func deletedCategory(_ name: String, trackers count: Int) -> String {
        "تم حذف «\(name)» وما فيها (\(trackerCount(count)))."
    }
    public func addedTracker(emoji: String, name: String, schedule: String?, category: String) -> String {
        "تمت إضافة \(emoji) \(name) (\(schedule ?? "حدث غير منتظم")) إلى «\(category)»."
    }
    public func updatedTracker(emoji: String, name: String) -> String { "تم تحديث \(emoji) \(name)." }
    public func pinnedTracker(_ name: String) -> String { "تم تثبيت \(name)." }
    public func unpinnedTracker(_ name: String) -> String { "تم إلغاء تثبيت \(name)." }
    public func confirmDeleteTracker(_ name: String) -> String {
        "سيُحذف «\(name)» وسجله نهائيًا. أعد التشغيل مع --yes للتأكيد."
    }
    public func deletedTracker(_ name: String) -> String { "تم حذف «\(name)» وسجله." }
    public func marked(_ name: String, on day: Day, done: Bool, changed: Bool) -> String {
        let state = done ? "مُنجَز" : "غير مُنجَز"
        return changed ? "\(name): \(state) في \(day.iso)." : "\(name) \(state) بالفعل في \(day.iso)."
    }
    public func last30DaysRange(from first: Day, to last: Day) -> String { "آخر 30 يومًا، من \(first.iso) إلى \(last.iso):" }
    func categoryCount(_ count: Int) -> String {
        counted(count, one: "فئة واحدة", two: "فئتان", few: "فئات", many: "فئة", other: "فئة")
    }
    func entryCount(_ count: Int) -> String {
        counted(count, one: "إدخال واحد", two: "إدخالان", few: "إدخالات", many: "إدخالًا", other: "إدخال")
    }
    public func exported(categories: Int, trackers: Int, to file: String) -> String {
        "تم تصدير \(categoryCount(categories)) و\(trackerCount(trackers)) إلى \(file)."
    }
    public func importedAll(categories: Int, trackers: Int, completions: Int) -> String {
        let done = counted(completions, one: "إنجاز واحد", two: "إنجازان", few: "إنجازات", many: "إنجازًا", other: "إنجاز")
        return "تم استيراد \(categoryCount(categories)) و\(trackerCount(trackers)) و\(done)."
    }
    public func serving(url: String, database: String) -> String {
        "يعمل Habits على \(url) (قاعدة البيانات \(database)). أوقفه بـ Ctrl-C."
    }
    public var stopped: String { "توقف؛ أُغلقت قاعدة البيانات." }
    public func clockPinned(_ instant: String) -> String { "تحذير: HABITS_NOW مضبوط؛ تبدأ الساعة من \(instant) وليس من الآن." }

    // MARK: Command line, part 2

    public func amount(_ value: Quantity, of target: Quantity, unit: String) -> String {
        "\(number(value)) من \(number(target)) \(unit)"
    }
    public func periodAmount(_ sum: Quantity, of target: Quantity, unit: String, _ kind: Schedule.Kind) -> String {
        "\(amount(sum, of: target, unit: unit)) \(thisPeriod(kind))"
    }
    public func periodDays(_ done: Int, of goal: Int, _ kind: Schedule.Kind) -> String {
        "\(done) من \(daysAfterPreposition(goal)) \(thisPeriod(kind))"
    }
    private func thisPeriod(_ kind: Schedule.Kind) -> String { kind == .monthly ? "هذا الشهر" : "هذا الأسبوع" }
    public func measureSummary(_ measure: Measure, _ schedule: Schedule) -> String {
        let per = switch schedule.kind { case .weekly: "أسبوعيًا"; case .monthly: "شهريًا"; default: "يوميًا" }
        return "\(measure.direction == .atMost ? "لا يزيد على" : "لا يقل عن") \(number(measure.target)) \(measure.unit) \(per)"
    }
    public func tapAdds(_ step: Quantity) -> String { "النقرة الواحدة تضيف \(number(step))" }
    public func quantity(_ value: Quantity, unit: String) -> String { "\(number(value)) \(unit)" }
    public func measured(_ name: String, amount: String, period: String?, on day: Day, changed: Bool) -> String {
        let period = period.map { " (\($0))" } ?? ""
        return changed ? "\(name): \(amount) في \(day.iso)\(period)." : "\(name) كان بالفعل \(amount) في \(day.iso)\(period)."
    }
    public func skippedDay(_ name: String, on day: Day, changed: Bool) -> String {
        changed ? "\(name): تم التخطي في \(day.iso)." : "\(name) متخطّى بالفعل في \(day.iso)."
    }
    public func noted(_ name: String, on day: Day, note: String?, changed: Bool) -> String {
        switch (note, changed) {
        case (let note?, true): "\(name)، \(day.iso): ملاحظة «\(note)»."
        case (nil, true): "\(name)، \(day.iso): أُزيلت الملاحظة."
        case (_?, false): "على \(name) هذه الملاحظة بالفعل في \(day.iso)."
        case (nil, false): "لا توجد ملاحظة على \(name) في \(day.iso)."
        }
    }
    public func pauseRange(from: Day, until: Day?) -> String {
        until.map { "من \(from.iso) إلى \($0.iso)" } ?? "من \(from.iso) حتى الاستئناف"
    }
    public func pausedTracker(_ name: String, range: String, changed: Bool) -> String {
        changed ? "تم إيقاف \(name) مؤقتًا، \(range)." : "\(name) متوقف مؤقتًا بالفعل، \(range)."
    }
    public func resumedTracker(_ name: String, changed: Bool) -> String {
        changed ? "تم استئناف \(name)." : "\(name) غير متوقف مؤقتًا اليوم."
    }
    public func pausedUntilLine(_ until: Day?) -> String { until.map { "متوقف مؤقتًا حتى \($0.iso)" } ?? "متوقف مؤقتًا حتى الاستئناف" }
    public func archivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "تمت أرشفة \(name)؛ يبقى سجله." : "\(name) مؤرشف بالفعل."
    }
    public func unarchivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "تم إلغاء أرشفة \(name)." : "\(name) غير مؤرشف."
    }
    public func archivedSince(_ day: Day) -> String { "مؤرشف منذ \(day.iso)؛ يعيده الأمر 'habits unarchive'." }
    public func movedTracker(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "تم نقل \(name) \(up ? "لأعلى" : "لأسفل")." : "\(name) هو \(up ? "الأول" : "الأخير") في فئته بالفعل."
    }
    public func movedCategory(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "تم نقل الفئة «\(name)» \(up ? "لأعلى" : "لأسفل")."
            : "الفئة «\(name)» هي \(up ? "الأولى" : "الأخيرة") بالفعل."
    }
    public var pausesLabel: String { "فترات الإيقاف:" }
    public var notesLabel: String { "الملاحظات:" }
    public var dayStartLabel: String { "بداية اليوم" }
    public var weekStartLabel: String { "بداية الأسبوع" }
    public var zoneLabel: String { "المنطقة الزمنية" }
    public var zoneUnset: String { "غير مضبوطة (تتبع الجهاز)" }
    public var settingsSaved: String { "تم حفظ الإعدادات." }
}
