import Foundation
import HabitAccounts
import HabitCore
import HabitInterop
import HabitScreens
import HabitStore
import HTTPServer

/// The web app's routes: pages (GET) and the form posts that work without JavaScript
/// (post, then redirect back with 303; or re-render with the errors).
struct WebController: Sendable {
    let app: AppContext

    func register(on router: inout Router) {
        router.get("/", home)
        router.post("/onboarding", finishOnboarding)
        router.get("/statistics", statistics)
        router.get("/trackers/new", newTracker)
        router.post("/trackers/new", submitTracker)
        router.get("/trackers/{id}", detail)
        router.get("/trackers/{id}/edit", editTracker)
        router.post("/trackers/{id}/edit", submitTracker)
        router.post(Routes.Tracker.completions.pattern, toggle)
        router.post(Routes.Tracker.entry.pattern, entry)
        router.post(Routes.Tracker.pin.pattern, pin)
        router.post(Routes.Tracker.pause.pattern, pause)
        router.post(Routes.Tracker.resume.pattern, resume)
        router.post(Routes.Tracker.archive.pattern, archive)
        router.post(Routes.Tracker.move.pattern, move)
        router.get("/trackers/{id}/delete", confirmDelete)
        router.post("/trackers/{id}/delete", delete)
        router.get("/settings", settings)
        router.post(Routes.settingsLanguage, setLanguage)
        router.post(Routes.settingsDayStart, setDayStart)
        router.post(Routes.settingsZone, setZone)
        router.post(Routes.settingsPauseAll, pauseAll)
        router.post("/settings/import", importFile)
    }

    // MARK: Trackers screen

    func home(_ request: Request) throws -> Response {
        guard request.cookies["onboarded"] == "1" else { return OnboardingPage.render(language: request.context.language) }
        return renderHome(request, error: nil)
    }

    private func renderHome(_ request: Request, error: Message?, sheetError: SheetError? = nil) -> Response {
        // `?tomorrow=1`: the board as it will read when the next day starts, with what is stored
        // now. The page keeps a copy (through the service worker) so that a phone offline at
        // midnight or at the day start still rolls over to the new day (SPEC §14). Rendering
        // only: every write is still checked against the server's own today when it arrives.
        let upcoming = request.query["tomorrow"] == "1"
        let today = upcoming ? request.context.today.adding(days: 1) : request.context.today
        let filter = request.query["filter"].flatMap(BoardState.Filter.init(rawValue:)) ?? .all
        let date = upcoming ? today : request.query["date"].flatMap { Day($0) } ?? today
        let month = request.query["month"].flatMap { Day($0 + "-01") }
        let library = request.store.library
        let board = BoardState.build(library: library, date: date, today: today, search: request.query["q"] ?? "",
                                     filter: filter, language: request.context.language, judgements: request.judgements)
        // A card's menu (`tracker`) or one of its sheets (`sheet`) asked for without JavaScript:
        // the board with it open.
        let menu = request.query["tracker"].flatMap { Tracker.ID($0) }
        let opened = request.query["sheet"].flatMap(SheetError.Sheet.init(rawValue:)).flatMap { sheet in
            menu.map { SheetError.opened(sheet, tracker: $0, date: board.date) }
        }
        var response = TrackersPage(board: board, library: library, language: request.context.language, calendarMonth: month,
                                    error: error, sheetError: sheetError ?? opened, openMenu: menu, fragments: request.fragments).render()
        if error != nil || sheetError != nil { response.status = 422 }
        return response
    }

    func finishOnboarding(_ request: Request) throws -> Response {
        var response = Response.redirect(to: "/")
        response.headers.add("Set-Cookie", "onboarded=1; Path=/; Max-Age=315360000; SameSite=Lax")
        return response
    }

    func toggle(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let tracker = try self.tracker(request)
        guard let day = form["date"].flatMap({ Day($0) }) else { throw HTTPError.badRequest("The form needs a date as YYYY-MM-DD.") }
        let done = form["done"] != "0"
        let back = Web.safeBack(form["back"])
        let today = request.context.today
        let time = try app.writeTime(claimed: form["at"])
        do {
            try request.store.update { (library: inout Library) throws(DomainError) in
                try library.setDone(done, tracker: tracker.id, on: day, today: today, at: time)
            }
        } catch let error as DomainError where error != .unknownTracker(tracker.id.lowercased) {
            // A refused tap shows its reason on the page it came from; the tracker deleted a
            // moment ago is the boundary's 404.
            return renderBack(back, request, error: .rule(error))
        }
        return .redirect(to: back)
    }

    func pin(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let tracker = try self.tracker(request)
        let pinned = form["pinned"] == "1"
        let time = try app.writeTime(claimed: form["at"])
        try request.store.update { (library: inout Library) throws(DomainError) in
            try library.setPinned(pinned, tracker: tracker.id, at: time)
        }
        return .redirect(to: Web.safeBack(form["back"]))
    }

    /// Pauses a habit from `from` (today when empty) until `until` (empty: until resumed).
    func pause(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let tracker = try self.tracker(request)
        let back = Web.safeBack(form["back"])
        let today = request.context.today
        let typed = ["from": form["from"], "until": form["until"]].compactMapValues { $0 }
        func refused(_ message: Message, field: String) -> Response {
            renderBack(back, request, error: message,
                       sheetError: SheetError(tracker: tracker.id, date: today, sheet: .pause, field: field, message: message, typed: typed))
        }
        let range: (Day, Day?)
        switch Self.range(form, today: today) {
        case .success(let value): range = value
        case .failure(let problem): return refused(problem.message(in: request.context.language), field: problem.field)
        }
        let time = try app.writeTime(claimed: form["at"])
        do {
            try request.store.update { (library: inout Library) throws(DomainError) in
                try library.pause(tracker.id, from: range.0, until: range.1, today: today, at: time)
            }
        } catch let error as DomainError where error != .unknownTracker(tracker.id.lowercased) {
            return refused(.rule(error), field: error == .pauseEndsBeforeStart ? "until" : "from")
        }
        return .redirect(to: back)
    }

    func resume(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let tracker = try self.tracker(request)
        let today = request.context.today
        let time = try app.writeTime(claimed: form["at"])
        try request.store.update { (library: inout Library) throws(DomainError) in try library.resume(tracker.id, today: today, at: time) }
        return .redirect(to: Web.safeBack(form["back"]))
    }

    /// `archived=1` archives from today; `archived=0` brings the tracker back.
    func archive(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let tracker = try self.tracker(request)
        let archived = form["archived"] != "0"
        let today = request.context.today
        try request.store.update { (library: inout Library) throws(DomainError) in
            try library.setArchived(archived, tracker: tracker.id, today: today)
        }
        return .redirect(to: Web.safeBack(form["back"]))
    }

    /// One place up (`by=-1`) or down (`by=1`) within the category: the menu's Move up / Move
    /// down, and each step of a drag.
    func move(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let tracker = try self.tracker(request)
        guard let by = form["by"].flatMap(Int.init), by == -1 || by == 1 else { throw HTTPError.badRequest("The form needs by=-1 or by=1.") }
        try request.store.update { (library: inout Library) throws(DomainError) in try library.moveTracker(tracker.id, by: by) }
        return .redirect(to: Web.safeBack(form["back"]))
    }

    /// A pause's range from a form: `from` (empty: today), `until` (empty: until resumed).
    struct RangeProblem: Error {
        let field: String
        func message(in language: Language) -> Message {
            .text(field == "until" ? language.copy.pauseUntilHint : language.copy.chooseStart)
        }
    }

    static func range(_ form: Web.Form, today: Day) -> Result<(Day, Day?), RangeProblem> {
        let fromText = Names.trimmed(form["from"] ?? ""), untilText = Names.trimmed(form["until"] ?? "")
        guard let from = fromText.isEmpty ? today : Day(fromText) else { return .failure(RangeProblem(field: "from")) }
        if untilText.isEmpty { return .success((from, nil)) }
        guard let until = Day(untilText) else { return .failure(RangeProblem(field: "until")) }
        return .success((from, until))
    }

    func confirmDelete(_ request: Request) throws -> Response {
        DeleteTrackerPage.render(try tracker(request), back: Web.safeBack(request.query["back"]), language: request.context.language)
    }

    func delete(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let tracker = try self.tracker(request)
        try request.store.update { (library: inout Library) throws(DomainError) in try library.deleteTracker(tracker.id) }
        return .redirect(to: Web.safeBack(form["back"]))
    }

    /// After a refused tap or sheet, shows the page the person came from (the board, or a
    /// tracker's detail page) with the message: as a toast, or under the sheet's field.
    private func renderBack(_ back: String, _ request: Request, error: Message, sheetError: SheetError? = nil) -> Response {
        var target = request
        let (path, query) = (try? RequestTarget.parse(Array(back.utf8))) ?? ("/", [:])
        target.path = path
        target.query = query
        let parts = path.split(separator: "/")
        if parts.count == 2, parts[0] == "trackers", let id = Tracker.ID(String(parts[1])),
           let detail = TrackerDetailState.build(library: request.store.library, tracker: id, today: request.context.today) {
            var response = DetailPage.render(detail, today: request.context.today, back: Web.safeBack(query["back"]),
                                             language: request.context.language, error: sheetError == nil ? error : nil,
                                             sheetError: sheetError, skippable: skippable(id, request.context.today, in: request.store.library),
                                             dayStart: request.store.library.settings.dayStart)
            response.status = 422
            return response
        }
        return renderHome(target, error: sheetError == nil ? error : nil, sheetError: sheetError)
    }

    /// A day's entry from a card's menu, its sheets or the detail page: `state` done, skipped,
    /// value (with `value`) or none (clears it, keeping a note); no `state` keeps the day's
    /// state. `note` sets the day's note (empty removes it); without it the note stays. `at`, the
    /// time the page made the write (milliseconds), orders it against writes made elsewhere.
    func entry(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let tracker = try self.tracker(request)
        guard let day = form["date"].flatMap({ Day($0) }) else { throw HTTPError.badRequest("The form needs a date as YYYY-MM-DD.") }
        let back = Web.safeBack(form["back"])
        let today = request.context.today
        let sheet = form["sheet"].flatMap(SheetError.Sheet.init(rawValue:))
        func refused(_ error: DomainError, field: String) -> Response {
            let typed = ["value": form["value"], "note": form["note"]].compactMapValues { $0 }
            let sheetError = sheet.map { SheetError(tracker: tracker.id, date: day, sheet: $0, field: field, message: .rule(error), typed: typed) }
            return renderBack(back, request, error: .rule(error), sheetError: sheetError)
        }
        let state: Entry.State?
        switch form["state"] {
        case "done": state = .done
        case "skipped": state = .skipped
        case "none": state = nil
        case "value" where Names.trimmed(form["value"] ?? "").isEmpty:
            state = nil  // an emptied value clears the day (the month browser's sheet)
        case "value":
            guard let value = Quantity(form["value"] ?? "") else { return refused(.valueInvalid, field: "value") }
            state = .value(value)
        default: state = request.store.library.history(of: tracker.id).entry(on: day)?.state
        }
        let note = form["note"]
        let time = try app.writeTime(claimed: form["at"])
        do {
            try request.store.update { (library: inout Library) throws(DomainError) in
                try library.setEntry(state, note: note, tracker: tracker.id, on: day, today: today, at: time)
            }
        } catch let error as DomainError where error != .unknownTracker(tracker.id.lowercased) {
            let field = switch error {
            case .noteTooLong, .controlCharacters: "note"
            default: sheet == .note ? "note" : "value"
            }
            return refused(error, field: field)
        }
        return .redirect(to: back)
    }

    // MARK: New / Edit

    func newTracker(_ request: Request) throws -> Response {
        var state = TrackerForm(isHabit: request.query["kind"] != "event")
        state.back = Web.safeBack(request.query["back"])
        return TrackerFormPage(state: state, library: request.store.library, language: request.context.language,
                               today: request.context.today).render()
    }

    func editTracker(_ request: Request) throws -> Response {
        let tracker = try self.tracker(request)
        let library = request.store.library
        var state = TrackerForm(editing: tracker, count: library.history(of: tracker.id).doneCount(upTo: request.context.today),
                                     language: request.context.language)
        state.back = Web.safeBack(request.query["back"])
        return TrackerFormPage(state: state, library: library, language: request.context.language,
                               today: request.context.today).render()
    }

    /// Every button of the form lands here: save, or one of the category actions.
    func submitTracker(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let existing = request.parameters["id"] == nil ? nil : try tracker(request)
        let isHabit = existing.map { $0.kind.isHabit } ?? (request.query["kind"] != "event")
        var state = TrackerForm(posted: form, trackerID: existing?.id, isHabit: isHabit)
        state.back = Web.safeBack(form["back"])
        if !state.remindersPosted, let existing {
            state.reminders = TrackerForm(editing: existing, count: 0, language: request.context.language).reminders
        }
        let language = request.context.language
        let action = form["action"] ?? "save"
        let (verb, argument) = action.split(separator: ":", maxSplits: 1).map(String.init).pair
        let categoryID = argument.flatMap { Category.ID($0) }

        func rerender(status: Int = 200) -> Response {
            TrackerFormPage(state: state, library: request.store.library, language: language,
                            today: request.context.today).render(status: status)
        }
        /// A broken rule is shown under `field`; a storage failure is the boundary's 503.
        func attempt(_ field: String, _ command: (inout Library) throws(DomainError) -> Void) throws -> Bool {
            do {
                try request.store.update(command)
                return true
            } catch let error as DomainError {
                state.errors[field] = .rule(error)
            }
            return false
        }

        switch verb {
        case "add-category":
            state.pickerOpen = true
            let name = state.newCategory
            let newID: Category.ID = app.ids.make()
            var added: HabitCore.Category?
            if try attempt("newCategory", { (library: inout Library) throws(DomainError) in
                added = try library.addCategory(named: name, id: newID)
            }) {
                state.newCategory = ""
                // The category just added is the one the person wants: select it.
                state.categoryID = added?.id
            }
            return rerender(status: state.errors.isEmpty ? 200 : 422)
        case "edit-category":
            state.pickerOpen = true
            state.editingCategory = categoryID
            state.categoryName = categoryID.flatMap(request.store.library.category)?.name ?? ""
            return rerender()
        case "rename-category":
            state.pickerOpen = true
            let name = state.categoryName
            if let categoryID, try !attempt("categoryName", { (library: inout Library) throws(DomainError) in
                try library.renameCategory(categoryID, to: name)
            }) {
                state.editingCategory = categoryID
                return rerender(status: 422)
            }
            return rerender()
        case "category-up", "category-down":
            // Move up / Move down in the picker; the store's failure is the boundary's 503.
            state.pickerOpen = true
            if let categoryID {
                _ = try attempt("categoryId", { (library: inout Library) throws(DomainError) in
                    try library.moveCategory(categoryID, by: verb == "category-up" ? -1 : 1)
                })
            }
            return rerender()
        case "delete-category":
            state.pickerOpen = true
            state.confirmingDelete = categoryID
            return rerender()
        case "confirm-delete-category":
            state.pickerOpen = true
            if let categoryID {
                _ = try attempt("form", { (library: inout Library) throws(DomainError) in
                    if library.category(categoryID) != nil { try library.deleteCategory(categoryID) }
                })
                if state.categoryID == categoryID { state.categoryID = nil }
            }
            return rerender()
        case "cancel":
            state.pickerOpen = true
            return rerender()
        case "add-reminder":
            // One more blank row in the Reminders field; saves nothing.
            if state.reminders.count < Reminder.limit { state.reminders.append(.init()) }
            return rerender()
        case "schedule":
            // The schedule sheet's Done: checks the schedule and shows its summary; saves nothing.
            return state.checkSchedule() == nil ? rerender(status: 422) : rerender()
        default:
            if let existing, let revision = state.revision, revision != TrackerForm.revision(of: existing) {
                // Saved from a stale copy of the form (Back after a save, a second tab): show the
                // current values instead of silently reverting the newer edit.
                let back = state.back
                state = TrackerForm(editing: existing, count: request.store.library.history(of: existing.id)
                                            .doneCount(upTo: request.context.today), language: language)
                state.back = back
                state.errors["form"] = .text(language.copy.changedElsewhere)
                return rerender(status: 409)
            }
            return try save(&state, existing: existing, request: request) ?? rerender(status: 422)
        }
    }

    /// Validates and saves; nil (with `state.errors` filled) when something is missing or broken.
    private func save(_ state: inout TrackerForm, existing: Tracker?, request: Request) throws -> Response? {
        guard let plan = state.plan(in: request.store.library, copy: request.context.language.copy) else { return nil }
        let today = request.context.today
        let newID: Tracker.ID = app.ids.make()
        do {
            try request.store.update { (library: inout Library) throws(DomainError) in
                if let existing {
                    try library.updateTracker(existing.id, TrackerChanges(
                        name: plan.name, categoryID: plan.categoryID, schedule: plan.kind.schedule, emoji: plan.emoji,
                        color: plan.color, note: plan.note, createdOn: plan.start, measure: plan.measure), today: today)
                } else {
                    try library.addTracker(TrackerDraft(name: plan.name, kind: plan.kind, categoryID: plan.categoryID,
                                                        emoji: plan.emoji, color: plan.color, note: plan.note,
                                                        createdOn: plan.start, measure: plan.measure),
                                          today: today, id: newID)
                }
                if let reminders = plan.reminders { try library.setReminders(reminders, tracker: existing?.id ?? newID) }
            }
        } catch let error as DomainError {
            state.refused(error)
            return nil
        }
        return .redirect(to: state.back)
    }

    // MARK: Detail, statistics, settings

    func detail(_ request: Request) throws -> Response {
        let tracker = try self.tracker(request)
        let today = request.context.today
        let range = request.query["strength"].flatMap(DetailCharts.Range.init(rawValue:)) ?? .threeMonths
        let month = request.query["month"].flatMap { Day($0 + "-01") }.map { min($0, today) }
        guard let state = TrackerDetailState.build(library: request.store.library, tracker: tracker.id, today: today,
                                                   judgements: request.judgements, range: range, month: month) else {
            throw HTTPError.notFound("No such tracker.")
        }
        return DetailPage.render(state, today: today, back: Web.safeBack(request.query["back"]), language: request.context.language,
                                 skippable: skippable(tracker.id, today, in: request.store.library), dayStart: request.store.library.settings.dayStart)
    }

    func statistics(_ request: Request) throws -> Response {
        let sort = request.query["sort"].flatMap(StatisticsState.Sort.init(rawValue:)) ?? .name
        return StatisticsPage.render(StatisticsState.build(library: request.store.library, today: request.context.today, sort: sort,
                                                           judgements: request.judgements),
                              language: request.context.language)
    }

    /// Settings as `request` sees it: with the Account section while it is signed in to an account.
    func settingsPage(_ request: Request, back: String) throws -> SettingsPage {
        var page = SettingsPage(language: request.context.language, back: back, library: request.store.library,
                                today: request.context.today, zone: request.context.zone)
        if let signedIn = request.signedIn, let directory = app.accounts?.directory {
            page.account = AccountSection(account: signedIn.account, sessions: try directory.sessions(of: signedIn.account),
                                          current: signedIn.session?.id, tokens: try directory.tokens(of: signedIn.account),
                                          zone: request.context.zone, language: request.context.language)
        }
        return page
    }

    func settings(_ request: Request) throws -> Response {
        try settingsPage(request, back: Web.safeBack(request.query["back"])).render()
    }

    /// The day start, 0…6 (whole hours); a refused one is shown under the field.
    func setDayStart(_ request: Request) throws -> Response {
        try setSetting("dayStart", request) { settings, typed in settings.dayStart = Int(typed) ?? -1 }
    }

    /// The reminders' zone (an IANA name); empty follows the device used last. A zone this
    /// machine does not know is shown under the field.
    func setZone(_ request: Request) throws -> Response {
        try setSetting("zone", request) { settings, typed in settings.zone = typed.isEmpty ? nil : typed }
    }

    /// One Settings form of one field: `change` applies what was typed (trimmed); the settings'
    /// own rules decide, and a refusal is shown under the field with what was typed.
    private func setSetting(_ field: String, _ request: Request,
                            _ change: @escaping (inout Settings, String) -> Void) throws -> Response {
        let form = try Web.Form(request)
        let back = Web.safeBack(form["back"])
        let typed = Names.trimmed(form[field] ?? "")
        do {
            try request.store.update { (library: inout Library) throws(DomainError) in
                var settings = library.settings
                change(&settings, typed)
                try library.updateSettings(settings)
            }
        } catch let error as DomainError {
            var page = try settingsPage(request, back: back)
            page.errors[field] = .rule(error)
            page.typed[field] = form[field]
            return page.render(status: 422)
        }
        return .redirect(to: Routes.with(Routes.settings, back: back))
    }

    /// `Pause all`: every habit for one range.
    func pauseAll(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let back = Web.safeBack(form["back"])
        let today = request.context.today
        var page = try settingsPage(request, back: back)
        page.typed = ["from": form["from"], "until": form["until"]].compactMapValues { $0 }
        switch Self.range(form, today: today) {
        case .failure(let problem):
            page.errors[problem.field] = problem.message(in: request.context.language)
            return page.render(status: 422)
        case .success(let (from, until)):
            do {
                let time = try app.writeTime(claimed: form["at"])
                try request.store.update { (library: inout Library) throws(DomainError) in
                    try library.pauseAll(from: from, until: until, today: today, at: time)
                }
            } catch let error as DomainError {
                page.errors[error == .pauseEndsBeforeStart ? "until" : "from"] = .rule(error)
                return page.render(status: 422)
            }
        }
        return .redirect(to: Routes.with(Routes.settings, back: back))
    }

    func setLanguage(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let language = form["lang"].flatMap(Language.init(rawValue:)) ?? .en
        var response = Response.redirect(to: Web.safeBack(form["back"]))
        response.headers.add("Set-Cookie", "lang=\(language.rawValue); Path=/; Max-Age=315360000; SameSite=Lax")
        return response
    }

    func importFile(_ request: Request) throws -> Response {
        let language = request.context.language
        let strings = language.copy
        guard let parts = Multipart.parse(request.body, contentType: request.headers["Content-Type"]) else {
            throw HTTPError.badRequest("Send the file as multipart/form-data.")
        }
        let back = Web.safeBack(parts["back"].map { String(decoding: $0, as: UTF8.self) })
        guard let file = parts["file"], !file.isEmpty else {
            var page = try settingsPage(request, back: back)
            page.message = strings.importNoFile
            return page.render(status: 422)
        }
        do {
            let library = try ExportDocument.decode(Data(file)).library()
            try request.store.importLibrary(library)
            var page = try settingsPage(request, back: back)
            page.message = strings.imported(library.trackers.count)
            page.succeeded = true
            return page.render()
        } catch let error as DomainError {
            var page = try settingsPage(request, back: back)
            page.message = error.message(in: language)
            return page.render(status: error == .databaseNotEmpty ? 409 : 422)
        }
    }

    // MARK: Helpers

    /// The last seven days on which a skip would be taken (the core's rules decide, on a copy).
    private func skippable(_ id: Tracker.ID, _ today: Day, in library: Library) -> Set<Day> {
        return Set((0..<7).map { today.adding(days: -$0) }.filter { day in
            var copy = library
            return (try? copy.setEntry(.skipped, tracker: id, on: day, today: today)) != nil
        })
    }

    private func tracker(_ request: Request) throws -> Tracker {
        guard let id = Tracker.ID(request.parameters["id"] ?? ""), let tracker = request.store.library.tracker(id) else {
            throw HTTPError.notFound("No such tracker.")
        }
        return tracker
    }
}

private extension Array where Element == String {
    /// The first two elements, the second optional: `"a:b"` split → ("a", "b").
    var pair: (String, String?) { (first ?? "", count > 1 ? self[1] : nil) }
}
