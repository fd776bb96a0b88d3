import HabitCore
import HabitScreens
import HTTPServer

/// A tracker's reminders (SPEC §15, §16): `GET · PUT · DELETE /api/v1/trackers/{id}/reminders`.
extension APIController {
    var reminderEndpoints: [Endpoint] {
        [
            Endpoint(.get, "/api/v1/trackers/{id}/reminders", "A tracker's reminders, sorted by time",
                     responses: [200: ("OK", "Reminders")], handler: reminders),
            Endpoint(.put, "/api/v1/trackers/{id}/reminders",
                     "Replace a tracker's reminders: up to 6 times of day (HH:MM), each with its weekdays (default every day)",
                     body: "RemindersPut",
                     responses: [200: ("The reminders as stored", "Reminders"), 422: ("A rule is broken", "Error")],
                     handler: putReminders),
            Endpoint(.delete, "/api/v1/trackers/{id}/reminders", "Remove every reminder of a tracker",
                     responses: [204: ("No reminders now", nil)], handler: deleteReminders),
        ]
    }

    func reminders(_ request: Request) throws -> Response {
        let id = try trackerID(request)
        guard let tracker = request.store.library.tracker(id) else { throw notFound("tracker", request.parameters["id"]) }
        return json(RemindersState(tracker))
    }

    /// `{"reminders": [{"time": "21:00", "weekdays": ["mon", "fri"]}]}`: a time that is not
    /// HH:MM on the 24-hour clock, a time twice, no weekday or more than six are broken rules (422).
    func putReminders(_ request: Request) throws -> Response {
        let id = try trackerID(request)
        let body = try JSONBody(request, allowed: ["reminders"])
        guard let items = try body.objects("reminders", allowed: ["time", "weekdays"]) else {
            throw HTTPError.badRequest("Field \"reminders\" is required: [{\"time\": \"21:00\", \"weekdays\": [\"mon\"]}], or [] for none.")
        }
        var reminders: [Reminder] = []
        for item in items {
            let text = try item.requiredString("time")
            guard let time = TimeOfDay(text) else { throw DomainError.reminderTimeInvalid(text) }
            var weekdays = WeekdaySet.everyDay
            if let names = try item.stringArray("weekdays") {
                weekdays = WeekdaySet([])
                for name in names {
                    guard let weekday = Weekday(rawValue: name) else {
                        throw HTTPError.badRequest("A reminder's \"weekdays\" are mon, tue, wed, thu, fri, sat, sun.")
                    }
                    weekdays.insert(weekday)
                }
            }
            reminders.append(Reminder(time: time, weekdays: weekdays))
        }
        let list = reminders
        try write(request) { (library: inout Library) throws(DomainError) in try library.setReminders(list, tracker: id) }
        return try self.reminders(request)
    }

    func deleteReminders(_ request: Request) throws -> Response {
        let id = try trackerID(request)
        try write(request) { (library: inout Library) throws(DomainError) in try library.setReminders([], tracker: id) }
        return Response(status: 204)
    }
}
