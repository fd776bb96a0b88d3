import Foundation
import HabitCore
import HabitInterop
import HabitScreens
import HabitStore
import HTTPServer

/// The JSON API under `/api/v1`: one method per endpoint, all reading the store's library and
/// writing through `HabitStore.update`, so each write is one transaction.
struct APIController: Sendable {
    let app: AppContext

    var endpoints: [Endpoint] {
        let ok = { (schema: String) in [200: ("OK", Optional(schema))] }
        return [
            Endpoint(.get, "/api/v1/board", "The board for a day (default today), with the habits paused that day",
                     responses: ok("Board"), handler: board),
            Endpoint(.get, "/api/v1/trackers", "Every tracker, in creation order", responses: ok("TrackerList"), handler: listTrackers),
            Endpoint(.post, "/api/v1/trackers", "Create a habit or an irregular event", body: "NewTracker",
                     responses: [201: ("Created; Location names it", "TrackerDetail"), 422: ("A rule is broken", "Error")],
                     handler: createTracker),
            Endpoint(.get, "/api/v1/trackers/{id}", "A tracker's detail: streaks, count, last 30 days, every entry",
                     responses: ok("TrackerDetail"), handler: showTracker),
            Endpoint(.patch, "/api/v1/trackers/{id}", "Change any field of a tracker, pinned included (archive has its own route)",
                     body: "TrackerPatch",
                     responses: [200: ("OK", "TrackerDetail"), 422: ("A rule is broken", "Error")], handler: updateTracker),
            Endpoint(.delete, "/api/v1/trackers/{id}", "Delete a tracker and its history",
                     responses: [204: ("Deleted, or there was nothing to delete", nil)], handler: deleteTracker),
            Endpoint(.put, "/api/v1/trackers/{id}/completions/{day}",
                     "Mark a day done (idempotent); shorthand for the entry {\"state\": \"done\"}",
                     responses: [200: ("The updated card for that day", "TrackerCard"), 422: ("A rule is broken", "Error")],
                     handler: markDone),
            Endpoint(.delete, "/api/v1/trackers/{id}/completions/{day}", "Clear a day's state, keeping its note (idempotent)",
                     responses: [204: ("Not done on that day", nil)], handler: unmarkDone),
            Endpoint(.put, "/api/v1/trackers/{id}/entries/{day}",
                     "Write a day's entry: done, skipped or no state, a measurable habit's value, a note (idempotent)",
                     body: "Entry", responses: [200: ("The updated card for that day", "TrackerCard"), 422: ("A rule is broken", "Error")],
                     handler: putEntry),
            Endpoint(.put, "/api/v1/trackers/{id}/pauses",
                     "Pause a habit from a day (default today) until a day (default: until resumed); over a planned pause (one starting after today) it changes that pause, other overlapping or adjacent pauses merge",
                     body: "NewPause", bodyOptional: true,
                     responses: [200: ("The tracker's detail with its pauses", "TrackerDetail"), 422: ("A rule is broken", "Error")],
                     handler: pause),
            Endpoint(.delete, "/api/v1/trackers/{id}/pauses",
                     "Resume: end the pause that holds today (it ends yesterday); when none does, cancel the next planned pause, or with `from` the planned pause starting that day",
                     responses: [204: ("No pause holds today or is planned (any more)", nil)], handler: resume),
            Endpoint(.post, "/api/v1/trackers/{id}/archive", "Archive a tracker from today on; its history stays (idempotent)",
                     responses: ok("TrackerDetail"), handler: archive),
            Endpoint(.post, "/api/v1/trackers/{id}/unarchive", "Bring an archived tracker back to the boards (idempotent)",
                     responses: ok("TrackerDetail"), handler: unarchive),
            Endpoint(.post, "/api/v1/trackers/{id}/move", "Move a tracker one place up or down within its category",
                     body: "Move", responses: ok("TrackerDetail"), handler: moveTracker),
        ] + reminderEndpoints + [
            Endpoint(.get, "/api/v1/categories", "Every category with its tracker count", responses: ok("CategoryList"),
                     handler: listCategories),
            Endpoint(.post, "/api/v1/categories", "Create a category", body: "CategoryName",
                     responses: [201: ("Created; Location names it", "Category"), 422: ("A rule is broken", "Error")],
                     handler: createCategory),
            Endpoint(.get, "/api/v1/categories/{id}", "One category", responses: ok("Category"), handler: showCategory),
            Endpoint(.patch, "/api/v1/categories/{id}", "Rename a category", body: "CategoryName",
                     responses: [200: ("OK", "Category"), 422: ("A rule is broken", "Error")], handler: renameCategory),
            Endpoint(.delete, "/api/v1/categories/{id}", "Delete a category, its trackers and their history",
                     responses: [204: ("Deleted, or there was nothing to delete", nil)], handler: deleteCategory),
            Endpoint(.post, "/api/v1/categories/{id}/move", "Move a category one place up or down",
                     body: "Move", responses: ok("Category"), handler: moveCategory),
            Endpoint(.get, "/api/v1/settings", "The day start, the week start and the reminders' zone", responses: ok("Settings"), handler: settings),
            Endpoint(.patch, "/api/v1/settings", "Change the day start (0–6 hours), the week start (mon, sun, sat) or the reminders' zone", body: "SettingsPatch",
                     responses: [200: ("OK", "Settings"), 422: ("A rule is broken", "Error")], handler: updateSettings),
            Endpoint(.get, "/api/v1/statistics", "Best streak, perfect days, trackers completed, average",
                     responses: ok("Statistics"), handler: statistics),
            Endpoint(.get, "/api/v1/export", "Everything as one JSON document (?format=csv: a row per day; ?format=loop: a Loop Habit Tracker backup)",
                     responses: ok("ExportDocument"), handler: export),
            Endpoint(.post, "/api/v1/import",
                     "Load a Habits export into an empty database, or merge another habit app's backup or export (recognised from its content); ?dryRun=true previews",
                     body: "ExportDocument",
                     responses: [200: ("Imported (or, in a dry run, what would be)", "ImportOutcome"),
                                 409: ("A Habits export needs an empty database", "Error"),
                                 422: ("The file breaks a rule or is not one Habits can import", "Error")], handler: importDocument),
            Endpoint(.get, "/api/v1/events",
                     "Live updates: a server-sent events stream with a `change` event (id: the new revision) whenever the data changes; Last-Event-ID resumes",
                     responses: [200: ("text/event-stream", nil), 429: ("Too many streams are open", "Error")], handler: events),
            Endpoint(.get, "/api/v1/openapi.json", "This document", responses: ok("OpenAPI"), handler: openAPI),
        ] + accountEndpoints
    }

    // MARK: Board, statistics

    func board(_ request: Request) throws -> Response {
        let today = request.context.today
        let date = try request.query["date"].map { (text) throws(HTTPError) -> Day in
            guard let day = Day(text) else { throw HTTPError.badRequest("Query parameter \"date\" must be a date as YYYY-MM-DD.") }
            return day
        } ?? today
        let filterName = request.query["filter"] ?? "all"
        guard let filter = BoardState.Filter(rawValue: filterName) else {
            throw HTTPError.badRequest("Query parameter \"filter\" must be all, today, completed or uncompleted.")
        }
        return json(BoardState.build(library: request.store.library, date: date, today: today,
                                     search: request.query["search"] ?? "", filter: filter, language: request.context.language,
                                     judgements: request.judgements))
    }

    func statistics(_ request: Request) throws -> Response {
        json(StatisticsState.build(library: request.store.library, today: request.context.today, judgements: request.judgements))
    }

    // MARK: Trackers

    func listTrackers(_ request: Request) throws -> Response {
        let library = request.store.library
        return json(library.trackers.map { tracker in
            TrackerSummary(tracker: tracker, categoryName: library.category(tracker.categoryID)?.name ?? "")
        })
    }

    func showTracker(_ request: Request) throws -> Response {
        let id = try trackerID(request)
        guard let detail = TrackerDetailState.build(library: request.store.library, tracker: id, today: request.context.today,
                                                    judgements: request.judgements) else {
            throw notFound("tracker", request.parameters["id"])
        }
        return json(detail)
    }

    static let trackerFields: Set<String> = ["name", "kind", "categoryId", "schedule", "frequency", "measure", "emoji", "color",
                                             "note", "pinned", "createdOn"]

    func createTracker(_ request: Request) throws -> Response {
        let body = try JSONBody(request, allowed: Self.trackerFields)
        // Each field's own form first, so a wrongly typed field is named rather than one that
        // only a complete body would lack (`{"name": 123}` is about the name).
        let name = try body.requiredString("name")
        let kindName = try body.requiredString("kind")
        let schedule = try self.schedule(body)
        let categoryID: Category.ID = try id(try body.requiredString("categoryId"), field: "categoryId")
        let emoji = try body.string("emoji"), color = try body.string("color")
        let note = try body.nullableString("note") ?? nil, pinned = try body.bool("pinned") ?? false
        let createdOn = try day(body.string("createdOn"), field: "createdOn")
        let measure = try measure(body, base: nil) ?? nil
        let kind: Tracker.Kind
        switch (kindName, schedule) {
        case ("habit", let schedule?): kind = .habit(schedule)
        case ("habit", nil):
            throw HTTPError.badRequest("A habit needs \"frequency\", e.g. {\"kind\": \"weekdays\", \"weekdays\": [\"mon\", \"fri\"]}.")
        case ("event", nil): kind = .event
        case ("event", .some): throw HTTPError.badRequest("An event has no \"frequency\" or \"schedule\".")
        default: throw HTTPError.badRequest("Field \"kind\" must be \"habit\" or \"event\".")
        }
        let draft = TrackerDraft(name: name, kind: kind, categoryID: categoryID, emoji: emoji ?? Palette.emoji[0],
                                 color: color ?? Palette.colors[0], note: note, pinned: pinned, createdOn: createdOn,
                                 measure: measure)
        let today = request.context.today
        let newID: Tracker.ID = app.ids.make()
        let tracker = try write(request) { (library: inout Library) throws(DomainError) in
            try library.addTracker(draft, today: today, id: newID)
        }
        var response = try showTracker(with(request, id: tracker.id))
        response.status = 201
        response.headers["Location"] = "/api/v1/trackers/\(tracker.id.lowercased)"
        return response
    }

    func updateTracker(_ request: Request) throws -> Response {
        let id = try trackerID(request)
        // `archived` is refused with a pointer to the routes that archive.
        let body = try JSONBody(request, allowed: Self.trackerFields, elsewhere: [
            "archived": "\"archived\" is not a field to change: POST /api/v1/trackers/{id}/archive or /unarchive.",
        ])
        guard let tracker = request.store.library.tracker(id) else { throw notFound("tracker", request.parameters["id"]) }
        if let kind = try body.string("kind"), kind != tracker.kind.name {
            throw DomainError.kindChange
        }
        var changes = TrackerChanges(name: try body.string("name"), schedule: try schedule(body),
                                     emoji: try body.string("emoji"), color: try body.string("color"),
                                     pinned: try body.bool("pinned"),
                                     createdOn: try day(body.string("createdOn"), field: "createdOn"))
        if let note = try body.nullableString("note") { changes.note = note ?? "" }
        if let category = try body.string("categoryId") { changes.categoryID = try self.id(category, field: "categoryId") }
        switch try measure(body, base: tracker.measure) {
        case let measure??: changes.measure = measure
        // `null`: no measure, which only a yes/no habit may say (the kind of habit never changes).
        case .some(nil) where tracker.measure != nil: throw DomainError.measureChange
        default: break
        }
        let today = request.context.today
        // The pin is ordered by the time it was written (now), like the page's Pin.
        let pinned = changes.pinned
        changes.pinned = nil
        let time = try app.writeTime(claimed: nil)
        try write(request) { (library: inout Library) throws(DomainError) in
            try library.updateTracker(id, changes, today: today)
            if let pinned { try library.setPinned(pinned, tracker: id, at: time) }
        }
        return try showTracker(request)
    }

    func deleteTracker(_ request: Request) throws -> Response {
        if let id = Tracker.ID(request.parameters["id"] ?? "") {
            try write(request) { (library: inout Library) throws(DomainError) in
                if library.tracker(id) != nil { try library.deleteTracker(id) }
            }
        }
        return Response(status: 204)
    }

    // MARK: Completions

    func markDone(_ request: Request) throws -> Response {
        let (id, day) = try dayTarget(request)
        let today = request.context.today
        let time = try app.writeTime(claimed: request.query["at"])
        try write(request) { (library: inout Library) throws(DomainError) in
            try library.setDone(true, tracker: id, on: day, today: today, at: time)
        }
        return try card(request, id, on: day)
    }

    func unmarkDone(_ request: Request) throws -> Response {
        let (id, day) = try dayTarget(request)
        let today = request.context.today
        let time = try app.writeTime(claimed: request.query["at"])
        try write(request) { (library: inout Library) throws(DomainError) in
            try library.setDone(false, tracker: id, on: day, today: today, at: time)
        }
        return Response(status: 204)
    }

    /// The tracker's card for a day, as the board for that day shows it.
    func card(_ request: Request, _ id: Tracker.ID, on day: Day) throws -> Response {
        let library = request.store.library
        guard let tracker = library.tracker(id), let category = library.category(tracker.categoryID) else {
            throw notFound("tracker", request.parameters["id"])
        }
        let history = library.history(of: id), today = request.context.today
        return json(TrackerCard(request.judgements.judge(tracker, history: history, today: today, weekStart: library.settings.weekStart), category: category,
                                history: history, date: day, today: today))
    }

    /// The tracker and the day a path names: 404 for an unknown tracker, 400 for a bad day.
    func dayTarget(_ request: Request) throws -> (Tracker.ID, Day) {
        let id = try trackerID(request)
        guard let day = Day(request.parameters["day"] ?? "") else {
            throw HTTPError.badRequest("The day in the path must be a date as YYYY-MM-DD.")
        }
        guard request.store.library.tracker(id) != nil else { throw notFound("tracker", request.parameters["id"]) }
        return (id, day)
    }

    // MARK: Categories

    func listCategories(_ request: Request) throws -> Response {
        let library = request.store.library
        return json(library.categories.map { CategorySummary(category: $0, trackers: library.trackers(in: $0.id).count) })
    }

    func showCategory(_ request: Request) throws -> Response {
        let library = request.store.library
        guard let id = Category.ID(request.parameters["id"] ?? ""), let category = library.category(id) else {
            throw notFound("category", request.parameters["id"])
        }
        return json(CategorySummary(category: category, trackers: library.trackers(in: id).count))
    }

    func createCategory(_ request: Request) throws -> Response {
        let name = try JSONBody(request, allowed: ["name"]).requiredString("name")
        let newID: Category.ID = app.ids.make()
        let category = try write(request) { (library: inout Library) throws(DomainError) in
            try library.addCategory(named: name, id: newID)
        }
        var response = json(CategorySummary(category: category, trackers: 0))
        response.status = 201
        response.headers["Location"] = "/api/v1/categories/\(category.id.lowercased)"
        return response
    }

    func renameCategory(_ request: Request) throws -> Response {
        guard let id = Category.ID(request.parameters["id"] ?? ""), request.store.library.category(id) != nil else {
            throw notFound("category", request.parameters["id"])
        }
        let body = try JSONBody(request, allowed: ["name"])
        if let name = try body.string("name") {
            try write(request) { (library: inout Library) throws(DomainError) in try library.renameCategory(id, to: name) }
        }
        return try showCategory(request)
    }

    func deleteCategory(_ request: Request) throws -> Response {
        if let id = Category.ID(request.parameters["id"] ?? "") {
            try write(request) { (library: inout Library) throws(DomainError) in
                if library.category(id) != nil { try library.deleteCategory(id) }
            }
        }
        return Response(status: 204)
    }

    // MARK: Export, import, the document

    /// `?format=json|csv|loop`: the whole database as JSON (default), CSV or a Loop backup.
    func export(_ request: Request) throws -> Response {
        guard let format = Transfer.ExportFormat(rawValue: request.query["format"] ?? "json") else {
            throw HTTPError.badRequest("Query parameter \"format\" must be json, csv or loop.")
        }
        let (data, _) = try Transfer.export(request.store.library, as: format)
        var response = Response(status: 200, headers: ["Content-Type": format.contentType], body: Array(data))
        response.headers["Content-Disposition"] = "attachment; filename=\"\(format.fileName(on: request.context.today))\""
        return response
    }

    /// Types a file may arrive as; whatever it is declared as, it is recognised from its content.
    static let fileTypes: Set<String> = ["application/json", "application/octet-stream", "application/zip",
                                         "application/x-zip-compressed", "application/vnd.sqlite3", "application/x-sqlite3",
                                         "text/csv", "text/plain"]

    /// A Habits document (JSON, into an empty database) or another app's file (merged),
    /// recognised from its content; `?category=` names where habits the file gives no category
    /// go (default: the app's name), `?dryRun=true` only previews.
    func importDocument(_ request: Request) throws -> Response {
        let type = request.headers["Content-Type"]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        if !Self.fileTypes.contains(type ?? "") {
            throw HTTPError.unsupportedMediaType(
                "Send a Habits export as application/json, or another app's file as application/octet-stream.")
        }
        let dryRun: Bool
        switch request.query["dryRun"] {
        case nil, "false": dryRun = false
        case "true": dryRun = true
        default: throw HTTPError.badRequest("Query parameter \"dryRun\" must be true or false.")
        }
        if let category = request.query["category"] { _ = try Names.validCategoryName(category) }
        switch try Transfer.importFile(Data(request.body), into: request.store, today: request.context.today,
                                       category: request.query["category"], dryRun: dryRun) {
        case .habits(let categories, let trackers, let completions):
            return json(["categories": .number(Double(categories)), "trackers": .number(Double(trackers)),
                         "completions": .number(Double(completions))] as JSONValue)
        case .merged(let report):
            return json(ImportReportJSON(report: report, dryRun: dryRun, copy: request.context.language.copy))
        }
    }

    func events(_ request: Request) throws -> Response {
        .stream(try request.live.subscribe(lastEventID: request.headers["Last-Event-ID"]))
    }

    func openAPI(_ request: Request) throws -> Response {
        json(OpenAPI.document(for: HabitApp.endpoints(context: app)))
    }

    // MARK: Helpers

    func json(_ value: some Encodable) -> Response { .json(HabitJSON.encode(value)) }

    /// Runs a command as one transaction. What it throws is answered by `ErrorBoundary`: a broken
    /// rule is a 422, the path's own tracker or category deleted a moment ago (a racing DELETE)
    /// a 404, a storage failure a 503.
    @discardableResult
    func write<T>(_ request: Request, _ command: (inout Library) throws(DomainError) -> T) throws -> T {
        try request.store.update(command)
    }

    func trackerID(_ request: Request) throws(HTTPError) -> Tracker.ID {
        guard let id = Tracker.ID(request.parameters["id"] ?? "") else { throw notFound("tracker", request.parameters["id"]) }
        return id
    }

    func notFound(_ what: String, _ id: String?) -> HTTPError {
        HTTPError.notFound("No \(what) has the id \"\(id ?? "")\".")
    }

    private func id<Owner>(_ text: String, field: String) throws(HTTPError) -> Identifier<Owner> {
        guard let id = Identifier<Owner>(text) else { throw HTTPError.badRequest("Field \"\(field)\" must be an id (a UUID).") }
        return id
    }

    func day(_ text: String?, field: String) throws(HTTPError) -> Day? {
        guard let text else { return nil }
        guard let day = Day(text) else { throw HTTPError.badRequest("Field \"\(field)\" must be a date as YYYY-MM-DD.") }
        return day
    }

    /// `frequency` (the schedule's outward form), or the first release's `schedule` weekday list.
    private func schedule(_ body: JSONBody) throws(HTTPError) -> Schedule? {
        if let frequency = try body.decoded("frequency", as: Schedule.self,
                                            example: "a frequency like {\"kind\": \"weekdays\", \"weekdays\": [\"mon\"]}") {
            if body.fields["schedule"] != nil { throw HTTPError.badRequest("Give \"frequency\" or \"schedule\", not both.") }
            return frequency
        }
        guard let names = try body.stringArray("schedule") else { return nil }
        var days = WeekdaySet([])
        for name in names {
            guard let weekday = Weekday(rawValue: name) else {
                throw HTTPError.badRequest("Field \"schedule\" holds weekdays: mon, tue, wed, thu, fri, sat, sun.")
            }
            days.insert(weekday)
        }
        return .weekdays(days)
    }

    /// `measure` (`{"unit", "target", "direction", "step"}`): absent → nil; `null` → `.some(nil)`;
    /// an object → a measure whose missing fields come from `base` (a PATCH changes only what it
    /// names) or, for a new one, direction `atLeast` and step 1 (unit and target are required).
    /// A target or step below 0, over 1,000,000 or with a fourth decimal is a broken rule (422)
    /// with the form's message, like a target of 0, which the core refuses.
    private func measure(_ body: JSONBody, base: Measure?) throws -> Measure?? {
        guard let field = try body.object("measure", allowed: ["unit", "target", "direction", "step"]) else { return nil }
        guard let field else { return .some(nil) }
        func quantity(_ key: String, _ invalid: DomainError) throws -> Quantity? {
            guard let number = try field.decimal(key) else { return nil }
            guard let quantity = Quantity(exactly: number) else { throw invalid }
            return quantity
        }
        var direction = base?.direction ?? .atLeast
        if let name = try field.string("direction") {
            guard let chosen = Measure.Direction(rawValue: name) else {
                throw HTTPError.badRequest("Field \"measure.direction\" must be \"atLeast\" or \"atMost\".")
            }
            direction = chosen
        }
        let unit = try field.string("unit") ?? base?.unit
        let target = try quantity("target", .targetInvalid) ?? base?.target
        let step = try quantity("step", .stepInvalid) ?? base?.step ?? Quantity(1)
        guard let unit else { throw HTTPError.badRequest("Field \"measure.unit\" is required.") }
        guard let target else { throw HTTPError.badRequest("Field \"measure.target\" is required.") }
        return .some(Measure(unit: unit, target: target, direction: direction, step: step))
    }

    private func with(_ request: Request, id: Tracker.ID) -> Request {
        var copy = request
        copy.parameters["id"] = id.lowercased
        return copy
    }
}
