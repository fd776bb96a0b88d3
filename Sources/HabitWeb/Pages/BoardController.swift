import Foundation
import HabitCore
import HabitScreens
import HabitStore
import HTTPServer

/// The Trackers screen and what its cards' menus and sheets post (SPEC §4, §10): each post
/// redirects back (303), or shows the page it came from again with the reason it was refused.
struct BoardController: Sendable {
    let app: AppContext

    func register(on router: inout Router) {
        router.get("/", home)
        router.post("/onboarding", finishOnboarding)
        router.post(Routes.Tracker.completions.pattern, toggle)
        router.post(Routes.Tracker.entry.pattern, entry)
        router.post(Routes.Tracker.pin.pattern, pin)
        router.post(Routes.Tracker.pause.pattern, pause)
        router.post(Routes.Tracker.resume.pattern, resume)
        router.post(Routes.Tracker.archive.pattern, archive)
        router.post(Routes.Tracker.move.pattern, move)
        router.get("/trackers/{id}/delete", confirmDelete)
        router.post("/trackers/{id}/delete", delete)
    }

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
                                     filter: filter, language: request.context.language, judgements: request.judgements,
                                     withRecords: true)
        // A card's menu (`tracker`) or one of its sheets (`sheet`) asked for without JavaScript:
        // the board with it open.
        let menu = request.query["tracker"].flatMap { Tracker.ID($0) }
        let opened = request.query["sheet"].flatMap(SheetError.Sheet.init(rawValue:)).flatMap { sheet in
            menu.map { SheetError.opened(sheet, tracker: $0, date: board.date) }
        }
        var response = TrackersPage(board: board, library: library, language: request.context.language, calendarMonth: month,
                                    error: error, sheetError: sheetError ?? opened, openMenu: menu, fragments: request.fragments,
                                    zone: request.cookies["tz"].flatMap { TimeZone(identifier: $0) } == nil ? request.context.zone.identifier : nil).render()
        if let message = error ?? sheetError?.message { response.status = message.status }
        return response
    }

    func finishOnboarding(_ request: Request) throws -> Response {
        var response = Response.redirect(to: "/")
        response.headers.add("Set-Cookie", "onboarded=1; Path=/; Max-Age=315360000; SameSite=Lax")
        return response
    }

    func toggle(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let tracker = try Web.tracker(request)
        guard let day = form["date"].flatMap({ Day($0) }) else { throw HTTPError.badRequest("The form needs a date as YYYY-MM-DD.") }
        let done = form["done"] != "0"
        let back = Web.safeBack(form["back"])
        let today = request.context.today
        let time = try app.writeTime(claimed: form["at"])
        // A refused tap shows its reason on the page it came from; the tracker deleted a moment
        // ago is the boundary's 404.
        var discarded = false
        if let error = try request.store.attempt(addressing: tracker.id, { (library: inout Library) throws(DomainError) in
            discarded = try library.writeEntry(state: .some(done ? .done : nil), note: nil, tracker: tracker.id, on: day,
                                               today: today, at: time).discarded
        }) {
            return renderBack(back, request, error: .rule(error))
        }
        return discarded ? superseded(back, request) : .redirect(to: back)
    }

    func pin(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let tracker = try Web.tracker(request)
        let pinned = form["pinned"] == "1"
        let time = try app.writeTime(claimed: form["at"])
        let discarded = try request.store.update { (library: inout Library) throws(DomainError) in
            let stale = library.isStale(time, .pin, of: tracker.id)
            try library.setPinned(pinned, tracker: tracker.id, at: time)
            return stale
        }
        return discarded ? superseded(Web.safeBack(form["back"]), request) : .redirect(to: Web.safeBack(form["back"]))
    }

    /// Pauses a habit from `from` (today when empty) until `until` (empty: until resumed);
    /// `replacing` names the planned pause (by its first day) that these days replace.
    func pause(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let tracker = try Web.tracker(request)
        let back = Web.safeBack(form["back"])
        let today = request.context.today
        let typed = ["from": form["from"], "until": form["until"]].compactMapValues { $0 }
        let replacing = form["replacing"].flatMap { Day($0) }
        func refused(_ message: Message, field: String) -> Response {
            renderBack(back, request, error: message, sheetError: SheetError(tracker: tracker.id, date: replacing ?? today, sheet: .pause,
                                                                             field: field, message: message, typed: typed))
        }
        let range: (Day, Day?)
        switch Web.pauseRange(form, today: today) {
        case .success(let value): range = value
        case .failure(let problem): return refused(problem.message(in: request.context.language), field: problem.field)
        }
        let time = try app.writeTime(claimed: form["at"])
        var discarded = false
        if let error = try request.store.attempt(addressing: tracker.id, { (library: inout Library) throws(DomainError) in
            discarded = library.isStale(time, .pauses, of: tracker.id)
            try library.pause(tracker.id, from: range.0, until: range.1, today: today, replacing: replacing, at: time)
        }) {
            return refused(.rule(error), field: error == .pauseEndsBeforeStart ? "until" : "from")
        }
        return discarded ? superseded(back, request) : .redirect(to: back)
    }

    /// Ends the pause holding today, or cancels the planned one starting on `from`.
    func resume(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let tracker = try Web.tracker(request)
        let today = request.context.today
        let planned = form["from"].flatMap { Day($0) }
        let time = try app.writeTime(claimed: form["at"])
        let discarded = try request.store.update { (library: inout Library) throws(DomainError) in
            let stale = library.isStale(time, .pauses, of: tracker.id)
            try library.resume(tracker.id, today: today, planned: planned, at: time)
            return stale
        }
        return discarded ? superseded(Web.safeBack(form["back"]), request) : .redirect(to: Web.safeBack(form["back"]))
    }

    /// `archived=1` archives from today; `archived=0` brings the tracker back.
    func archive(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let tracker = try Web.tracker(request)
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
        let tracker = try Web.tracker(request)
        guard let by = form["by"].flatMap(Int.init), by == -1 || by == 1 else { throw HTTPError.badRequest("The form needs by=-1 or by=1.") }
        try request.store.update { (library: inout Library) throws(DomainError) in try library.moveTracker(tracker.id, by: by) }
        return .redirect(to: Web.safeBack(form["back"]))
    }

    func confirmDelete(_ request: Request) throws -> Response {
        DeleteTrackerPage.render(try Web.tracker(request), back: Web.safeBack(request.query["back"]), language: request.context.language)
    }

    func delete(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let tracker = try Web.tracker(request)
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
           let detail = TrackerDetailState.build(library: request.store.library, tracker: id, today: request.context.today,
                                                 withRecord: true) {
            var response = DetailPage.render(detail, today: request.context.today, back: Web.safeBack(query["back"]),
                                             language: request.context.language, error: sheetError == nil ? error : nil,
                                             sheetError: sheetError, skippable: Web.skippable(id, request.context.today, in: request.store.library),
                                             dayStart: request.store.library.settings.dayStart)
            response.status = (sheetError?.message ?? error).status
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
        let tracker = try Web.tracker(request)
        guard let day = form["date"].flatMap({ Day($0) }) else { throw HTTPError.badRequest("The form needs a date as YYYY-MM-DD.") }
        let back = Web.safeBack(form["back"])
        let today = request.context.today
        let sheet = form["sheet"].flatMap(SheetError.Sheet.init(rawValue:))
        func refused(_ error: DomainError, field: String) -> Response {
            let typed = ["value": form["value"], "note": form["note"]].compactMapValues { $0 }
            let sheetError = sheet.map { SheetError(tracker: tracker.id, date: day, sheet: $0, field: field, message: .rule(error), typed: typed) }
            return renderBack(back, request, error: .rule(error), sheetError: sheetError)
        }
        let state: Entry.State??
        do { state = try Entry.posted(state: form["state"], value: form["value"]) } catch { return refused(error, field: "value") }
        let note = form["note"]
        let time = try app.writeTime(claimed: form["at"])
        var discarded = false
        if let error = try request.store.attempt(addressing: tracker.id, { (library: inout Library) throws(DomainError) in
            discarded = try library.writeEntry(state: state, note: note, tracker: tracker.id, on: day, today: today, at: time).discarded
        }) {
            let field = switch error {
            case .noteTooLong, .controlCharacters: "note"
            default: sheet == .note ? "note" : "value"
            }
            return refused(error, field: field)
        }
        return discarded ? superseded(back, request) : .redirect(to: back)
    }

    /// A write that lost to a newer one made elsewhere (last write wins, SPEC §14), typically one
    /// that waited offline: the page as it is now, saying why (409), which the page's write
    /// queue reports on the device that made it.
    private func superseded(_ back: String, _ request: Request) -> Response {
        var response = renderBack(back, request, error: .text(request.context.language.copy.writeSuperseded))
        response.status = 409
        return response
    }
}
