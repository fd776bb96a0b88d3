import HabitCore
import HabitTestSupport
import Testing

/// The copy catalogue: one complete `Copy` instance per language (the compiler checks that every
/// entry exists; these check that each is written, translated and pluralised).
@Suite struct CopyTests {
    @Test func english_reads_as_the_spec_gives_it() {
        let copy = Language.en.copy
        #expect(copy.trackers == "Trackers" && copy.whatToTrack == "What shall we track?" && copy.nothingFound == "Nothing found")
        #expect(copy.heading(march(8)) == "Saturday, 8 March" && copy.mediumDate(march(1)) == "1 Mar 2025")
        #expect(copy.headingWithYear(march(8)) == "Saturday, 8 March 2025" && copy.monthTitle(march(8)) == "March 2025")
        #expect(copy.scheduleSummary(.weekdays(WeekdaySet([.mon, .wed, .fri]))) == "Mon, Wed, Fri" && copy.scheduleSummary(.everyDay) == "Every day")
        #expect(copy.best(4) == "Best 4" && copy.markDone("Read") == "Mark Read done")
        #expect(copy.offlineStatus == "Offline — your taps will sync" && copy.syncedStatus == "All changes synced")
        #expect(copy.completedSince(21, march(1)) == "21 days completed since 1 Mar 2025")
        #expect(copy.message(.beforeStart(name: "Read", start: march(1))) == "Read started on 1 Mar 2025.")
        #expect(copy.message(.notScheduled(name: "Read", weekday: .sat)) == "Read isn't scheduled on Saturdays.")
        #expect(copy.message(.scheduleEmpty) == copy.chooseDays)
        #expect(copy.deleteCategoryQuestion("Health", trackers: 1) == "Delete \"Health\" and its 1 tracker? This cannot be undone.")
        #expect(copy.marked("Read", on: march(5), done: false, changed: true) == "Read: not done on 2025-03-05.")
    }

    @Test func russian_uses_seed_000s_copy() {
        let copy = Language.ru.copy
        #expect(copy.trackers == "Трекеры" && copy.whatToTrack == "Что будем отслеживать?" && copy.pinned == "Закреплённые")
        #expect(copy.bestStreak == "Лучший период" && copy.everyDay == "Каждый день" && copy.emoji == "Эмодзи")
        #expect(copy.heading(march(8)) == "Суббота, 8 марта" && copy.mediumDate(march(1)) == "1 мар. 2025 г.")
        #expect(copy.monthTitle(march(8)) == "Март 2025" && copy.chip(d("2025-03-03")) == "Пн 3")
        #expect(copy.weekdayTitle(.mon) == "Понедельник" && copy.weekdayName(.mon) == "понедельник")
        #expect(copy.scheduleSummary(.weekdays(WeekdaySet([.mon, .wed, .fri]))) == "Пн, Ср, Пт")
        #expect(copy.best(4) == "Рекорд 4" && copy.markDone("Бег") == "Отметить «Бег» выполненным")
        #expect(copy.message(.nameTooLong) == "Ограничение 38 символов")
        #expect(copy.deleteCategoryQuestion("Здоровье", trackers: 2) == "Удалить «Здоровье» и его 2 трекера? Это нельзя отменить.")
    }

    @Test func plurals_follow_each_languages_cldr_rule() {
        let counts = [0, 1, 2, 5, 11, 21, 22, 111, 112, 1001]
        #expect(counts.map(Language.ru.copy.days) ==
                ["0 дней", "1 день", "2 дня", "5 дней", "11 дней", "21 день", "22 дня", "111 дней", "112 дней", "1001 день"])
        #expect(counts.map(Language.ru.copy.trackerCount) ==
                ["0 трекеров", "1 трекер", "2 трекера", "5 трекеров", "11 трекеров", "21 трекер", "22 трекера",
                 "111 трекеров", "112 трекеров", "1001 трекер"])
        #expect(counts.map(Language.en.copy.days) ==
                ["0 days", "1 day", "2 days", "5 days", "11 days", "21 days", "22 days", "111 days", "112 days", "1001 days"])
        #expect(Language.en.copy.trackerCount(1) == "1 tracker" && Language.en.copy.trackerCount(21) == "21 trackers")
        #expect(Language.ru.copy.pluralCategory(-21) == .one && Language.ru.plural(3, one: "a", few: "b", many: "c") == "b")
    }

    @Test func every_entry_of_every_language_is_written() {
        for language in Language.allCases {
            let copy = language.copy
            for (key, text) in Self.entries(of: copy) {
                #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(key) is empty")
            }
            #expect(copy.monthNames.count == 12 && copy.weekdayNames.count == 7 && copy.shortWeekdayNames.count == 7)
            #expect(copy.onboardingTitles.count == 2)
            for template in [copy.progressTodayTemplate, copy.progressOtherDayTemplate] {
                #expect(template.contains("{done}") && template.contains("{total}"), "\(language): \(template)")
            }
        }
    }

    /// A language that copied an English entry instead of translating it shows up here.
    @Test func every_russian_entry_is_translated() {
        let english = Dictionary(uniqueKeysWithValues: Self.entries(of: Language.en.copy))
        for (key, text) in Self.entries(of: Language.ru.copy) {
            #expect(text != english[key], "\(key) is English in Russian: \(text)")
        }
    }

    /// Every entry of the catalogue, with sample arguments for those that take some.
    static func entries(of c: any Copy) -> [(String, String)] {
        let day = march(8)
        var entries: [(String, String)] = [
            ("languageName", c.languageName), ("heading", c.heading(day)), ("headingWithYear", c.headingWithYear(day)),
            ("mediumDate", c.mediumDate(day)), ("chip", c.chip(day)), ("monthTitle", c.monthTitle(day)),
            ("days", c.days(5)), ("trackerCount", c.trackerCount(5)), ("best", c.best(5)),
            ("scheduleSummary", c.scheduleSummary(.weekdays(WeekdaySet([.mon, .fri])))),
            ("trackers", c.trackers), ("statistics", c.statistics), ("search", c.search), ("filters", c.filters),
            ("whatToTrack", c.whatToTrack), ("nothingFound", c.nothingFound), ("pinned", c.pinned),
            ("progressTodayTemplate", c.progressTodayTemplate), ("progressOtherDayTemplate", c.progressOtherDayTemplate),
            ("allDoneToday", c.allDoneToday), ("addTracker", c.addTracker), ("createTracker", c.createTracker),
            ("habit", c.habit), ("irregularEvent", c.irregularEvent), ("chooseDate", c.chooseDate),
            ("previousMonth", c.previousMonth), ("nextMonth", c.nextMonth), ("today", c.today), ("settings", c.settings),
            ("menuFor", c.menuFor("X")), ("markDone", c.markDone("X")), ("pin", c.pin), ("unpin", c.unpin),
            ("edit", c.edit), ("details", c.details), ("delete", c.delete), ("allTrackers", c.allTrackers),
            ("todaysTrackers", c.todaysTrackers), ("completed", c.completed), ("uncompleted", c.uncompleted),
            ("deleteTrackerQuestion", c.deleteTrackerQuestion("X")), ("offlineStatus", c.offlineStatus),
            ("syncedStatus", c.syncedStatus), ("awesomeTech", c.awesomeTech), ("nothingToAnalyze", c.nothingToAnalyze),
            ("bestStreak", c.bestStreak), ("perfectDays", c.perfectDays), ("trackersCompleted", c.trackersCompleted),
            ("average", c.average), ("newHabit", c.newHabit), ("newEvent", c.newEvent), ("editHabit", c.editHabit),
            ("editEvent", c.editEvent), ("namePlaceholder", c.namePlaceholder), ("trackerName", c.trackerName),
            ("clear", c.clear), ("category", c.category), ("schedule", c.schedule), ("everyDay", c.everyDay),
            ("note", c.note), ("notePlaceholder", c.notePlaceholder), ("emoji", c.emoji), ("color", c.color),
            ("cancel", c.cancel), ("create", c.create), ("save", c.save), ("done", c.done),
            ("chooseCategory", c.chooseCategory), ("chooseDays", c.chooseDays), ("chooseEmoji", c.chooseEmoji),
            ("chooseColor", c.chooseColor), ("categoryPlaceholder", c.categoryPlaceholder), ("addCategory", c.addCategory),
            ("newCategory", c.newCategory), ("categoryNamePlaceholder", c.categoryNamePlaceholder),
            ("categoryMenu", c.categoryMenu), ("deleteCategoryQuestion", c.deleteCategoryQuestion("X", trackers: 2)),
            ("back", c.back), ("currentStreak", c.currentStreak), ("bestStreakDetail", c.bestStreakDetail),
            ("last7Days", c.last7Days), ("last30Days", c.last30Days), ("completedSince", c.completedSince(5, day)),
            ("dayDone", c.dayDone), ("dayMissed", c.dayMissed), ("dayPending", c.dayPending),
            ("dayUnscheduled", c.dayUnscheduled), ("dayBeforeStart", c.dayBeforeStart), ("languageLabel", c.languageLabel),
            ("export", c.export), ("exportHint", c.exportHint), ("importTitle", c.importTitle), ("importHint", c.importHint),
            ("importButton", c.importButton), ("imported", c.imported(5)), ("signInTitle", c.signInTitle),
            ("passphrase", c.passphrase), ("signIn", c.signIn), ("wrongPassphrase", c.wrongPassphrase),
            ("tooManyPassphrases", c.tooManyPassphrases),
            ("addTrackerHint", c.addTrackerHint), ("noCategories", c.noCategories), ("listTrackersHint", c.listTrackersHint),
            ("listCategoriesHint", c.listCategoriesHint), ("addedCategory", c.addedCategory("X")),
            ("renamedCategory", c.renamedCategory("X", to: "Y")),
            ("confirmDeleteCategory", c.confirmDeleteCategory("X", trackers: 2)),
            ("deletedCategory", c.deletedCategory("X", trackers: 2)),
            ("addedTracker", c.addedTracker(emoji: "🙂", name: "X", schedule: nil, category: "Y")),
            ("updatedTracker", c.updatedTracker(emoji: "🙂", name: "X")), ("pinnedTracker", c.pinnedTracker("X")),
            ("unpinnedTracker", c.unpinnedTracker("X")), ("confirmDeleteTracker", c.confirmDeleteTracker("X")),
            ("deletedTracker", c.deletedTracker("X")),
            ("last30DaysRange", c.last30DaysRange(from: day, to: day.adding(days: 29))),
            ("exported", c.exported(categories: 1, trackers: 2, to: "f.json")),
            ("importedAll", c.importedAll(categories: 1, trackers: 2, completions: 3)),
            ("serving", c.serving(url: "http://127.0.0.1:8080/", database: "h.sqlite")), ("stopped", c.stopped),
            ("clockPinned", c.clockPinned("2025-03-07T12:00:00Z")),
            // Part 2 of the web app.
            ("decimalSeparator", c.decimalSeparator), ("scheduleDaysOfWeek", c.scheduleDaysOfWeek),
            ("scheduleTimesAWeek", c.scheduleTimesAWeek), ("scheduleTimesAMonth", c.scheduleTimesAMonth),
            ("scheduleEveryNDays", c.scheduleEveryNDays), ("scheduleTimesInDays", c.scheduleTimesInDays),
            ("applySchedule", c.applySchedule), ("numberOfTimes", c.numberOfTimes), ("numberOfDays", c.numberOfDays),
            ("measureTitle", c.measureTitle), ("measureAmount", c.measureAmount), ("measureFixedHint", c.measureFixedHint),
            ("unit", c.unit), ("unitPlaceholder", c.unitPlaceholder), ("target", c.target), ("atMost", c.atMost), ("step", c.step),
            ("measureSummary", c.measureSummary(direction: .atMost, target: "2", unit: "u", per: .weeks)),
            ("measuredAmount", c.measuredAmount("1", of: "2", unit: "u", per: .months)),
            ("addStep", c.addStep("1", unit: "u", to: "X")), ("bestWithUnit", c.best(2, .weeks)),
            ("streaksLabelWithUnit", c.streaksLabel(current: 1, best: 2, unit: .months)), ("value", c.value),
            ("valueFor", c.valueFor("X")), ("skipToday", c.skipToday), ("skip", c.skip), ("unskip", c.unskip),
            ("noteFor", c.noteFor("X")), ("dayNote", c.dayNote), ("skippedCard", c.skippedCard), ("optionalToday", c.optionalToday),
            ("pause", c.pause), ("resume", c.resume), ("archive", c.archive), ("unarchive", c.unarchive),
            ("moveUp", c.moveUp), ("moveDown", c.moveDown), ("pausedSection", c.pausedSection), ("pauseFor", c.pauseFor("X")),
            ("pauseFrom", c.pauseFrom), ("pauseUntil", c.pauseUntil), ("pauseUntilHint", c.pauseUntilHint),
            ("pausedUntil", c.pausedUntil(day)), ("pausedUntilResumed", c.pausedUntil(nil)), ("pauseAll", c.pauseAll),
            ("pauseAllHint", c.pauseAllHint), ("archivedTitle", c.archivedTitle), ("nothingArchived", c.nothingArchived),
            ("dayStart", c.dayStart), ("dayStartHint", c.dayStartHint), ("setDayStart", c.setDayStart),
            // Reminders' channels.
            ("reminderBody", c.reminderBody(time: "21:00")), ("doneAction", c.doneAction),
            ("remindersIntro", c.remindersIntro), ("iPhoneNote", c.iPhoneNote), ("pushEnable", c.pushEnable),
            ("pushUnsupported", c.pushUnsupported), ("pushDenied", c.pushDenied), ("pushEnabled", c.pushEnabled),
            ("pushFailed", c.pushFailed), ("thisDevice", c.thisDevice), ("ntfyURLLabel", c.ntfyURLLabel), ("ntfyHint", c.ntfyHint),
            ("webhookURLLabel", c.webhookURLLabel), ("webhookSecretLabel", c.webhookSecretLabel), ("webhookHint", c.webhookHint),
            ("secretShown", c.secretShown), ("addChannel", c.addChannel), ("removeChannel", c.removeChannel),
            ("removeChannelLabel", c.removeChannelLabel("X")), ("noChannels", c.noChannels), ("neverSent", c.neverSent), ("delivered", c.delivered(at: "1 Mar")),
            ("failed", c.failed(at: "1 Mar", problem: "HTTP 500")), ("channelAdded", c.channelAdded),
            ("channelRemoved", c.channelRemoved), ("testReport", c.testReport(kind: "ntfy", url: "u", outcome: "ok")),
            ("noTrackerForTest", c.noTrackerForTest),
        ]
        // `ntfy` is the service's name in every language.
        for kind in [NotificationChannel.Kind.push, .webhook] { entries.append(("channelKindName(\(kind))", c.channelKindName(kind))) }
        for done in [true, false] {
            for changed in [true, false] {
                entries.append(("marked(\(done), \(changed))", c.marked("X", on: day, done: done, changed: changed)))
            }
        }
        for (index, name) in c.monthNames.enumerated() { entries.append(("monthNames[\(index)]", name)) }
        for (index, name) in c.weekdayNames.enumerated() { entries.append(("weekdayNames[\(index)]", name)) }
        for (index, name) in c.shortWeekdayNames.enumerated() { entries.append(("shortWeekdayNames[\(index)]", name)) }
        for weekday in Weekday.allCases { entries.append(("weekdayTitle(\(weekday))", c.weekdayTitle(weekday))) }
        for (index, title) in c.onboardingTitles.enumerated() { entries.append(("onboardingTitles[\(index)]", title)) }
        for error in allErrors { entries.append(("message(\(error))", c.message(error))) }
        let reminder = Reminder(time: TimeOfDay(hour: 7, minute: 30)!, weekdays: WeekdaySet([.sat, .sun]))
        entries += [
            ("remindersTitle", c.remindersTitle), ("remindersHint", c.remindersHint), ("reminderLabel", c.reminderLabel(2)),
            ("reminderTime", c.reminderTime), ("reminderDays", c.reminderDays), ("addReminder", c.addReminder),
            ("noReminders", c.noReminders), ("reminderSummary", c.reminderSummary(reminder)),
            ("remindersFor", c.remindersFor("X")), ("noRemindersFor", c.noRemindersFor("X")),
            ("zoneFollowingDevice", c.zoneFollowingDevice("Europe/Berlin")),
        ]
        // Signing in elsewhere and passwords (SPEC §20).
        let refusals: [SignInRefusal] = [
            .providerUnavailable(detail: "x"), .providerRefused(code: "x"), .stateInvalid, .tokenMalformed, .algorithmRefused("none"),
            .unknownKey, .signatureInvalid, .issuerMismatch, .audienceMismatch, .expired, .notYetValid, .nonceMismatch,
            .noAccount(subject: "x"), .wrongAccount, .unknownProxyUser("x"),
        ]
        for refusal in refusals { entries.append(("signInRefused(\(refusal))", c.signInRefused(refusal))) }
        entries += [
            ("signInWith", c.signInWith("X")), ("passwordSignInOff", c.passwordSignInOff), ("signedInContinue", c.signedInContinue),
            ("continueToApp", c.continueToApp), ("accountDeletedNotice", c.accountDeletedNotice("X")),
            ("signInMethodsTitle", c.signInMethodsTitle), ("passwordMethod(true)", c.passwordMethod(isSet: true)),
            ("passwordMethod(false)", c.passwordMethod(isSet: false)),
            ("identityMethod", c.identityMethod(label: "X", subject: "s", since: day)), ("proxyMethod", c.proxyMethod),
            ("passwordSection", c.passwordSection), ("currentPassword", c.currentPassword), ("newPassword", c.newPassword),
            ("repeatNewPassword", c.repeatNewPassword), ("newPasswordHint", c.newPasswordHint(minimum: 10)),
            ("noPasswordYet", c.noPasswordYet), ("changePassword", c.changePassword), ("setPassword", c.setPassword),
            ("passwordChanged(0)", c.passwordChanged(signedOut: 0)), ("passwordChanged(2)", c.passwordChanged(signedOut: 2)),
            ("deleteAccountSection", c.deleteAccountSection), ("deleteAccountHint", c.deleteAccountHint), ("exportFirst", c.exportFirst),
            ("confirmWithPassword", c.confirmWithPassword), ("deleteAccountButton", c.deleteAccountButton),
            ("confirmDeletionWith", c.confirmDeletionWith("X")), ("cannotConfirmDeletion", c.cannotConfirmDeletion),
            ("newPasswordPrompt", c.newPasswordPrompt("X")), ("passwordReset", c.passwordReset("X", signedOut: 2)),
            ("linkedIdentity", c.linkedIdentity("X", subject: "s", issuer: "i")),
        ]
        return entries
    }

    /// One of each `DomainError`; the exhaustive switch fails to compile when a case is added.
    static var allErrors: [DomainError] {
        let errors: [DomainError] = [
            .nameMissing, .nameTooLong, .duplicateTracker(name: "X"), .categoryNameMissing, .categoryNameTooLong,
            .duplicateCategory(name: "X"), .noteTooLong, .controlCharacters, .scheduleEmpty, .invalidEmoji,
            .invalidColor("red"), .futureDay, .beforeStart(name: "X", start: march(1)),
            .notScheduled(name: "X", weekday: .sat), .eventAlreadyDone(name: "X", on: march(1)),
            .startAfterFirstCompletion(name: "X", first: march(1)), .startInFuture, .kindChange,
            .unknownTracker("X"), .unknownCategory("X"), .databaseNotEmpty, .invalidImport("bad JSON"),
            .scheduleOutOfRange(.weekly), .scheduleOutOfRange(.monthly), .scheduleOutOfRange(.rolling), .unitInvalid,
            .targetInvalid, .stepInvalid, .valueInvalid, .notMeasurable(name: "X"), .measureOnEvent, .measureChange,
            .cannotSkipEvent(name: "X"), .cannotPauseEvent(name: "X"), .pauseEndsBeforeStart, .dayStartOutOfRange, .weekStartUnsupported,
            .archived(name: "X"), .unknownZone("Mars/Base"), .startAfterArchive(name: "X", archived: march(1)),
            .channelURLInvalid, .channelURLInsecure, .channelSecretInvalid, .channelLabelTooLong, .pushKeysInvalid,
            .tooManyChannels, .unknownChannel("X"), .doneTokenInvalid,
            .reminderTimeInvalid("25:00"), .duplicateReminder("21:00"), .tooManyReminders, .reminderDaysEmpty,
            .accountNameInvalid, .duplicateAccount(name: "X"), .unknownAccount("X"), .passwordTooShort(minimum: 8),
            .passwordTooLong, .invitationInvalid, .tokenLabelInvalid,
            .passwordIsName, .passwordsDiffer, .currentPasswordWrong, .identityTaken(subject: "X"),
        ]
        for error in errors {
            switch error {
            case .nameMissing, .nameTooLong, .duplicateTracker, .categoryNameMissing, .categoryNameTooLong,
                 .duplicateCategory, .noteTooLong, .controlCharacters, .scheduleEmpty, .invalidEmoji, .invalidColor,
                 .futureDay, .beforeStart, .notScheduled, .eventAlreadyDone, .startAfterFirstCompletion, .startInFuture,
                 .kindChange, .unknownTracker, .unknownCategory, .databaseNotEmpty, .invalidImport, .scheduleOutOfRange,
                 .unitInvalid, .targetInvalid, .stepInvalid, .valueInvalid, .notMeasurable, .measureOnEvent, .measureChange,
                 .cannotSkipEvent, .cannotPauseEvent, .pauseEndsBeforeStart, .dayStartOutOfRange, .weekStartUnsupported, .archived,
                 .unknownZone, .startAfterArchive,
                 .channelURLInvalid, .channelURLInsecure, .channelSecretInvalid, .channelLabelTooLong, .pushKeysInvalid,
                 .tooManyChannels, .unknownChannel, .doneTokenInvalid,
                 .reminderTimeInvalid, .duplicateReminder, .tooManyReminders, .reminderDaysEmpty,
                 .accountNameInvalid, .duplicateAccount, .unknownAccount, .passwordTooShort, .passwordTooLong,
                 .invitationInvalid, .tokenLabelInvalid,
                 .passwordIsName, .passwordsDiffer, .currentPasswordWrong, .identityTaken: break
            }
        }
        return errors
    }
}
