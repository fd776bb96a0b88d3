extension Arabic: ImportCopy {
    public func importFile(app: String, kind: ImportFileKind) -> String {
        switch kind {
        case .backup: "نسخة \(app) الاحتياطية"
        case .export: "تصدير \(app)"
        case .csvExport: "تصدير CSV من \(app)"
        case .files: "ملفات \(app)"
        }
    }

    public func importSummary(file: String, habits: Int, new: Int, entries: Int, written: Int, category: String?,
                              dryRun: Bool) -> String {
        let count = counted(habits, one: "عادة واحدة", two: "عادتان", few: "عادات", many: "عادة", other: "عادة")
        let what = "\(count) (الجديدة منها: \(new)) و\(entryCount(entries))" + (category.map { " إلى «\($0)»" } ?? "")
        return dryRun ? "\(file): سيُستورد \(what)؛ وسيتغيّر \(written)."
                      : "\(file): استُورد \(what)؛ وتغيّر \(written)."
    }

    public func importNote(_ note: ImportNote) -> String {
        let lead = switch note.issue.kind {
        case .renamed: "أُعيدت تسميتها"
        case .approximated: "نُقلت تقريبيًا"
        case .notMapped: "لم يُنقل"
        }
        return lead + (note.habit.map { " (\($0))" } ?? "") + ": " + sentence(note.issue)
    }

    private func notes(_ n: Int) -> String { counted(n, one: "ملاحظة واحدة", two: "ملاحظتان", few: "ملاحظات", many: "ملاحظة", other: "ملاحظة") }

    private func sentence(_ issue: ImportIssue) -> String {
        switch issue {
        case .unnamed(let name): "ليس لها اسم؛ اسمها هنا «\(name)»."
        case .nameCut(let name): "اسمها أطول من \(Tracker.nameLimit) حرفًا؛ اسمها هنا «\(name)»."
        case .nameTaken(let existing, let name): "أنت تتابع «\(existing)» بالفعل؛ اسمها هنا «\(name)»."
        case .sameNameInFile(let name): "عادة أخرى في الملف تحمل الاسم نفسه؛ اسم هذه هنا «\(name)»."
        case .categoryUnusable(let name, let into): "لا تصلح فئتها «\(name)» اسمًا لفئة هنا؛ وُضعت في «\(into)»."
        case .sameIDInFile: "لها المعرّف نفسه الذي لعادة أخرى في الملف؛ لم تُستورد."
        case .frequencyMeaningless(let frequency, let schedule):
            "تكرارها \(frequency) لا معنى له؛ وهو هنا «\(scheduleSummary(schedule))»."
        case .scheduleCapped(let wanted, let schedule):
            "«\(scheduleSummary(wanted))» أكثر مما يسمح به Habits؛ وهو هنا «\(scheduleSummary(schedule))»."
        case .goalCountsDays(let app, let schedule):
            "الهدف \(schedule.streakUnit == .months ? "الشهري" : "الأسبوعي") في \(app) يعدّ الأيام؛ استُورد على أنه «\(scheduleSummary(schedule))»."
        case .calendarWindowAsRolling(let app, let schedule):
            "يحسب \(app) الهدف حسب فترات التقويم؛ ويُحسب هنا على أي أيام متتالية: «\(scheduleSummary(schedule))»."
        case .scheduleUnknown: "لا يذكر الملف عدد مرات العادات؛ كل واحدة منها هنا «\(scheduleSummary(.everyDay))»."
        case .valuesWithoutMeasure: "قيمها أرقام، لكن الملف لا يذكر وحدة ولا هدفًا."
        case .scheduleApproximated(let app, let original, let schedule):
            "لا مقابل دقيقًا هنا لجدول \(app) «\(original)»؛ وهو هنا «\(scheduleSummary(schedule))»."
        case .neverDue(let app, let original, let schedule): "لا يطلبها \(app) أبدًا («\(original)»)؛ وهي هنا «\(scheduleSummary(schedule))»."
        case .amountsInNote(let n): "الإجابات التي فيها كمية (\(n)) لا وحدة لها هنا ولا هدف؛ حُفظت الكميات في ملاحظاتها."
        case .onlyInLog: "هي في ملف «log» لكنها ليست في «habits» (غُيّر اسمها أو أُزيلت)؛ استُوردت مؤرشفة."
        case .endsLater(let day): "تنتهي في \(mediumDate(day))، ولم ينقضِ ذلك اليوم بعد؛ لذا لم تُؤرشف هنا."
        case .linesSkipped(let n, let file, let first): "لم يُستورد من «\(file)» ما يتخطاه التطبيق نفسه من أسطر (\(n))؛ أولها السطر \(first)."
        case .compressedHistory(let n): "لم يُستورد \(entryCount(n)) جمعها التطبيق في متوسطات شهرية أو سنوية، فهي لا تدل على يوم بعينه."
        case .zoneUnknown: "لا يذكر الملف منطقة زمنية؛ تُحسب أيامه بتوقيت UTC."
        case .otherTasks(let app, let habits, let todos, let rewards):
            "لا مكان هنا لعادات \(app) (\(habits)) ومهامه (\(todos)) ومكافآته (\(rewards))؛ لم تُستورد."
        case .gameFields(let app): "لا مكان هنا لنقاط \(app) وصعوبته وسماته."
        case .measureAssumed(let unit, let target):
            "لا يذكر الملف وحدة ولا هدفًا لأرقامها؛ تُعدّ هنا بوحدة «\(unit)» بهدف \(number(target)) في اليوم."
        case .unitMissing(let unit): "ليس لها وحدة؛ الوحدة هنا «\(unit)»."
        case .unitCut(let unit): "وحدتها أطول من \(Measure.unitLimit) حرفًا؛ الوحدة هنا «\(unit)»."
        case .targetFitted(let original, let target): "هدفها \(original) خارج النطاق؛ الهدف هنا \(number(target))."
        case .futureEntries(let n, let after): "لم يُستورد \(entryCount(n)) بعد \(mediumDate(after))."
        case .valuesOutOfRange(let n, let example): "لم يُستورد \(entryCount(n)) بقيم خارج النطاق (مثل \(example))."
        case .numbersOnYesNo(let n): "لم يُستورد \(entryCount(n)) بأرقام لا تقبلها عادة نعم/لا هنا."
        case .notesCut(let n): "قُصّرت \(notes(n)) أطول من \(Tracker.noteLimit) حرف."
        case .orphanEntries(let n): "لم يُستورد \(entryCount(n)) لا يتبع أي عادة في الملف."
        case .unknownEntries(let n, let kinds): "لم يُستورد \(entryCount(n)) من نوع لا يشرحه التطبيق (\(kinds))."
        case .failedDays(let n):
            "الأيام المعلَّمة بالإخفاق (\(n)) بلا حالة هنا (اليوم غير المُنجَز يبقى ببساطة بلا علامة)؛ وقد حُفظت ملاحظاتها."
        case .partialDaysInNote(let n): "الأيام التي لم تبلغ الهدف اليومي (\(n)) ليست مُنجَزة هنا؛ قيمها في ملاحظاتها."
        case .noteCut: "وصفها أطول من \(Tracker.noteLimit) حرف؛ قُصّرت الملاحظة."
        case .textInNote(let fields):
            "لا مكان هنا لـ\(fields.map { "«\($0)»" }.joined(separator: "، "))؛ حُفظ النص في الملاحظة."
        case .formationGoal(let days): "لا مكان هنا لهدف ترسيخ العادة خلال \(daysAfterPreposition(days))."
        case .desiredMaximum(let amount, let unit): "لا مكان هنا لحدّها الأقصى المرغوب وهو \(quantity(amount, unit: unit)) في اليوم."
        case .lowerLimit(let amount, let unit):
            "لا مكان هنا لحدّها الأدنى وهو \(quantity(amount, unit: unit)) في اليوم؛ حُفظ الحد الأعلى فقط."
        case .oneMissAllowed: "لا مكان هنا لقاعدتها التي لا تنقطع فيها السلسلة بيوم فائت واحد."
        case .targetHistory: "لا مكان هنا لأهدافها السابقة؛ يُحكم على كل يوم بالهدف الحالي."
        case .monthlyReminder(let time, let days):
            "لا مكان هنا لتذكيرها في \(time.text) في اليوم \(days.map(String.init).joined(separator: "، ")) من الشهر؛ التذكيرات هنا حسب أيام الأسبوع."
        case .tooManyReminders(let kept): "لها تذكيرات أكثر مما يحفظه Habits؛ حُفظ أول \(kept) منها."
        case .colorUnreadable(let text): "تعذّرت قراءة لونها «\(text)»؛ استُخدم الأحمر."
        case .deletedHabits(let n):
            "لم يُستورد \(counted(n, one: "عادة محذوفة واحدة", two: "عادتان محذوفتان", few: "عادات محذوفة", many: "عادة محذوفة", other: "عادة محذوفة"))."
        }
    }

    public func importReminders(_ count: Int) -> String {
        counted(count, one: "تذكير واحد", two: "تذكيران", few: "تذكيرات", many: "تذكيرًا", other: "تذكير")
    }

    public func importIntro(apps: String) -> String {
        "خذ كل شيء معك، أو انقل سجلك من Habits آخر أو من \(apps)."
    }
    public var importChooseAnyFile: String { "ملف تصدير Habits، أو نسخة احتياطية أو ملف تصدير من تطبيق عادات آخر" }
    public var importCategoryHint: String { "تذهب إلى هنا العادات التي ليست لها فئة في الملف (إن تُرك فارغًا: اسم التطبيق)." }
}
