import Foundation
import HabitCore
import HabitScreens
import HTTPServer

/// Part 2's writes (SPEC §10.3–§10.6, §16): a day's entry, pauses, archive, order and settings.
/// Each reads its input, runs one library command in one transaction, and answers what changed;
/// what a command throws is answered by `ErrorBoundary`.
extension APIController {
    // MARK: Entries

    /// `PUT /trackers/{id}/entries/{day}` with `{"state"?, "value"?, "note"?}`: the day's new
    /// state and note, written as a whole (idempotent). `state` is `done`, `skipped` or `none`
    /// (clear the state); a `value` is a measurable habit's amount and needs no `state`; without
    /// either, the state the day holds stays. `note` absent keeps the note, `""` or `null`
    /// removes it. `at` is when the write was made (milliseconds since 1970 or an ISO-8601
    /// instant; absent: now, and never later than now): a write older than the day's last one
    /// changes nothing, and the answer shows the newer state (last write wins, SPEC §14). Answers
    /// the card for that day, like the completion PUT.
    func putEntry(_ request: Request) throws -> Response {
        let (id, day) = try dayTarget(request)
        let body = try JSONBody(request, allowed: ["state", "value", "note", "at"])
        let time = try app.writeTime(body)
        let stateName = try body.string("state")
        let value = try body.nullableDecimal("value") ?? nil
        let note = try body.nullableString("note").map { $0 ?? "" }
        guard stateName != nil || value != nil || note != nil else {
            throw HTTPError.badRequest("Give \"state\" (done, skipped or none), \"value\" or \"note\".")
        }
        // nil: keep the day's state; `.some(nil)`: clear it.
        let state: Entry.State??
        switch (stateName, value) {
        case (nil, let number?), ("done"?, let number?):
            guard let amount = Quantity(exactly: number) else { throw DomainError.valueInvalid }
            state = .some(.value(amount))
        case ("done"?, nil): state = .some(.done)
        case ("skipped"?, nil): state = .some(.skipped)
        case ("none"?, nil): state = .some(nil)
        case (nil, nil): state = nil
        case ("skipped"?, _?), ("none"?, _?):
            throw HTTPError.badRequest("A \"value\" goes with \"state\": \"done\" or no state; send \"state\": \"\(stateName ?? "")\" without it.")
        case (_?, _): throw HTTPError.badRequest("Field \"state\" must be \"done\", \"skipped\" or \"none\".")
        }
        let today = request.context.today
        try write(request) { (library: inout Library) throws(DomainError) in
            _ = try library.writeEntry(state: state, note: note, tracker: id, on: day, today: today, at: time)
        }
        return try card(request, id, on: day)
    }

    // MARK: Pauses

    /// `PUT /trackers/{id}/pauses` with `{"from"?, "until"?, "at"?}` (or no body): from today unless
    /// `from` says otherwise, until resumed unless `until` names the last day. It changes a
    /// planned pause (one starting after today) that it overlaps; other overlapping pauses merge. `at` orders it against the habit's other pause and resume writes, as for
    /// entries. Answers the detail, whose `pauses` lists them all.
    func pause(_ request: Request) throws -> Response {
        let id = try trackerID(request)
        let body = try JSONBody(request, allowed: ["from", "until", "at"], optional: true)
        let today = request.context.today
        let from = (try body.nullableDay("from") ?? nil) ?? today
        let until = try body.nullableDay("until") ?? nil
        let time = try app.writeTime(body)
        try write(request) { (library: inout Library) throws(DomainError) in
            try library.pause(id, from: from, until: until, today: today, at: time)
        }
        return try showTracker(request)
    }

    /// `DELETE /trackers/{id}/pauses` (`?at=` orders it, as for a pause): the pause holding today
    /// ends yesterday; when none does, the next planned one is cancelled, or the planned one
    /// starting on `?from=`.
    func resume(_ request: Request) throws -> Response {
        let id = try trackerID(request)
        let today = request.context.today
        let planned = try request.query["from"].map { (text) throws(HTTPError) -> Day in
            guard let day = Day(text) else { throw HTTPError.badRequest("Query parameter \"from\" must be a date as YYYY-MM-DD.") }
            return day
        }
        let time = try app.writeTime(claimed: request.query["at"])
        try write(request) { (library: inout Library) throws(DomainError) in
            try library.resume(id, today: today, planned: planned, at: time)
        }
        return Response(status: 204)
    }

    // MARK: Archive

    func archive(_ request: Request) throws -> Response { try setArchived(true, request) }

    func unarchive(_ request: Request) throws -> Response { try setArchived(false, request) }

    private func setArchived(_ archived: Bool, _ request: Request) throws -> Response {
        let id = try trackerID(request)
        let today = request.context.today
        try write(request) { (library: inout Library) throws(DomainError) in
            try library.setArchived(archived, tracker: id, today: today)
        }
        return try showTracker(request)
    }

    // MARK: Order

    /// `POST /trackers/{id}/move` with `{"direction": "up" | "down"}`: one place within its
    /// category; at either end nothing changes.
    func moveTracker(_ request: Request) throws -> Response {
        let id = try trackerID(request)
        let offset = try direction(request)
        try write(request) { (library: inout Library) throws(DomainError) in
            try library.moveTracker(id, by: offset)
        }
        return try showTracker(request)
    }

    /// `POST /categories/{id}/move` with `{"direction": "up" | "down"}`.
    func moveCategory(_ request: Request) throws -> Response {
        guard let id = Category.ID(request.parameters["id"] ?? ""), request.store.library.category(id) != nil else {
            throw notFound("category", request.parameters["id"])
        }
        let offset = try direction(request)
        try write(request) { (library: inout Library) throws(DomainError) in
            try library.moveCategory(id, by: offset)
        }
        return try showCategory(request)
    }

    private func direction(_ request: Request) throws(HTTPError) -> Int {
        switch try JSONBody(request, allowed: ["direction"]).requiredString("direction") {
        case "up": return -1
        case "down": return 1
        default: throw HTTPError.badRequest("Field \"direction\" must be \"up\" or \"down\".")
        }
    }

    // MARK: Settings

    func settings(_ request: Request) throws -> Response {
        json(SettingsState(request.store.library.settings))
    }

    /// `PATCH /settings` with `{"dayStart"?, "zone"?, "weekStart"?}`: the hour the day starts
    /// (0–6; another number is a broken rule), the IANA zone reminders use (`null`: the
    /// device's; a zone that does not exist is a broken rule too) and the day weeks begin on
    /// (`mon`, `sun`, `sat`; another string is a broken rule).
    func updateSettings(_ request: Request) throws -> Response {
        let body = try JSONBody(request, allowed: ["dayStart", "zone", "weekStart"])
        var dayStart: Int?
        if let hours = try body.number("dayStart") {
            // 1.5 is a number but not an hour on the hour: the rule's refusal, like 7.
            guard let whole = Int(exactly: hours) else { throw DomainError.dayStartOutOfRange }
            dayStart = whole
        }
        // A zone that does not exist is the rule's to refuse (`unknownZone`).
        let zone = try body.nullableString("zone")
        let weekStart = try body.string("weekStart").map { text throws(DomainError) in
            guard let weekday = Weekday(rawValue: text) else { throw .weekStartUnsupported }
            return weekday
        }
        try write(request) { (library: inout Library) throws(DomainError) in
            var settings = library.settings
            if let dayStart { settings.dayStart = dayStart }
            if let zone { settings.zone = zone }
            if let weekStart { settings.weekStart = weekStart }
            try library.updateSettings(settings)
        }
        return try settings(request)
    }
}
