import Foundation
import HabitAccounts
import HabitCore
import HabitInterop
import HabitScreens
import HabitStore
import HTTPServer

/// Settings (SPEC §4, §10, §12): the page and its form posts (language, day start, zone,
/// pause all, import of a Habits export).
struct SettingsController: Sendable {
    let app: AppContext

    func register(on router: inout Router) {
        router.get("/settings", settings)
        router.post(Routes.settingsLanguage, setLanguage)
        router.post(Routes.settingsDayStart, setDayStart)
        router.post(Routes.settingsWeekStart, setWeekStart)
        router.post(Routes.settingsZone, setZone)
        router.post(Routes.settingsPauseAll, pauseAll)
        router.post(Routes.settingsResumeAll, resumeAll)
        router.post("/settings/import", importFile)
    }

    /// Settings as `request` sees it: with the Account section while it is signed in to an account.
    func settingsPage(_ request: Request, back: String) throws -> SettingsPage {
        var page = SettingsPage(language: request.context.language, back: back, library: request.store.library,
                                today: request.context.today, zone: request.context.zone)
        page.judgements = request.judgements
        if let signedIn = request.signedIn, let directory = app.accounts?.directory {
            page.account = AccountSection(account: signedIn.account, sessions: try directory.sessions(of: signedIn.account),
                                          current: signedIn.session?.id, tokens: try directory.tokens(of: signedIn.account),
                                          zone: request.context.zone, language: request.context.language,
                                          signIn: try SignInSection(signedIn, app: app, request: request))
        }
        return page
    }

    /// `saved=1`: the page a form returns to after saving, which says so.
    func settings(_ request: Request) throws -> Response {
        var page = try settingsPage(request, back: Web.safeBack(request.query["back"]))
        if request.query["saved"] == "1" {
            page.message = request.context.language.copy.settingsSaved
            page.succeeded = true
        }
        return page.render()
    }

    /// Where a Settings form goes once it saved: the page, saying so.
    private static func saved(_ back: String) -> Response { .redirect(to: Routes.with(Routes.settings, back: back) + "&saved=1") }

    /// The day start, 0…6 (whole hours); a refused one is shown under the field.
    func setDayStart(_ request: Request) throws -> Response {
        try setSetting("dayStart", request) { settings, typed in settings.dayStart = Int(typed) ?? -1 }
    }

    /// The day weeks begin on (`mon`, `sun`, `sat`); anything else is refused under the field.
    func setWeekStart(_ request: Request) throws -> Response {
        try setSetting("weekStart", request) { settings, typed in settings.weekStart = Weekday(rawValue: typed) ?? .tue }
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
        if let error = try request.store.attempt({ (library: inout Library) throws(DomainError) in
            var settings = library.settings
            change(&settings, typed)
            try library.updateSettings(settings)
        }) {
            var page = try settingsPage(request, back: back)
            page.errors[field] = .rule(error)
            page.typed[field] = form[field]
            return page.render(status: ErrorBoundary.status(refusing: error))
        }
        return Self.saved(back)
    }

    /// `Pause all`: every habit for one range.
    func pauseAll(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let back = Web.safeBack(form["back"])
        let today = request.context.today
        var page = try settingsPage(request, back: back)
        page.typed = ["from": form["from"], "until": form["until"]].compactMapValues { $0 }
        switch Web.pauseRange(form, today: today) {
        case .failure(let problem):
            page.errors[problem.field] = problem.message(in: request.context.language)
            return page.render(status: PageRefusal.incomplete.status)
        case .success(let (from, until)):
            let time = try app.writeTime(claimed: form["at"])
            if let error = try request.store.attempt({ (library: inout Library) throws(DomainError) in
                try library.pauseAll(from: from, until: until, today: today, at: time)
            }) {
                page.errors[error == .pauseEndsBeforeStart ? "until" : "from"] = .rule(error)
                return page.render(status: ErrorBoundary.status(refusing: error))
            }
        }
        return Self.saved(back)
    }

    /// `Resume all`: ends every pause that holds today; with `planned=1`, cancels every planned one.
    func resumeAll(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let today = request.context.today
        let time = try app.writeTime(claimed: form["at"])
        try request.store.update { (library: inout Library) throws(DomainError) in
            try library.resumeAll(today: today, planned: form["planned"] == "1", at: time)
        }
        return Self.saved(Web.safeBack(form["back"]))
    }

    func setLanguage(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let language = form["lang"].flatMap(Language.init(rawValue:)) ?? .en
        var response = Response.redirect(to: Web.safeBack(form["back"]))
        response.headers.add("Set-Cookie", RequestContextMiddleware.cookie(choosing: language))
        return response
    }

    func importFile(_ request: Request) throws -> Response {
        let language = request.context.language
        let strings = language.copy
        guard let parts = Multipart.parse(request.body, contentType: request.headers["Content-Type"]) else {
            throw HTTPError.badRequest("Send the file as multipart/form-data.")
        }
        let back = Web.safeBack(parts["back"].map { String(decoding: $0, as: UTF8.self) })
        if let missing = parts.missingFile(strings) {
            var page = try settingsPage(request, back: back)
            page.message = missing
            return page.render(status: PageRefusal.incomplete.status)
        }
        let file = parts["file"] ?? []
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
            return page.render(status: ErrorBoundary.status(refusing: error))
        }
    }
}
