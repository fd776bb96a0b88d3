import Foundation
import HabitCore
import HabitTestSupport
import HTTPServer
import Testing
@testable import HabitWeb

/// SPEC §16's API for trackers and their days: every frequency, measures, and the entries PUT.
/// Today is Friday 2025-03-07 (TestApp's clock).
@Suite struct EntriesAPITests {
    static let trackerKeys: Set<String> = ["id", "name", "kind", "emoji", "color", "category", "categoryId", "schedule",
                                           "frequency", "pinned", "createdOn", "note", "position", "measure", "archived",
                                           "archivedOn", "pauses", "reminders"]
    static let dayKeys: Set<String> = ["state", "value", "dayNote", "streakUnit", "period", "paused"]
    static let cardKeys = trackerKeys.union(dayKeys).union(["days", "done", "canToggle", "currentStreak", "bestStreak"])
    static let detailKeys = trackerKeys.union(dayKeys).union(["days", "currentStreak", "bestStreak", "last30", "history",
                                                              "strength", "strengthSeries", "bestStreaks", "patterns"])

    /// Creates a habit from a JSON fragment (`"frequency": …, "measure": …`) and returns its id.
    static func habit(_ app: TestApp, _ name: String, category: String, _ fields: String, createdOn: String = "2025-03-01") -> String {
        let response = app.call(.post, "/api/v1/trackers", json: #"""
            {"name":"\#(name)","kind":"habit","categoryId":"\#(category)","createdOn":"\#(createdOn)",\#(fields)}
            """#)
        #expect(response.status == 201, "\(response.text)")
        return response.object["id"] as? String ?? ""
    }

    func entry(_ app: TestApp, _ id: String, _ day: String, _ body: String) -> TestResponse {
        app.call(.put, "/api/v1/trackers/\(id)/entries/\(day)", json: body)
    }

    /// An object as sorted-key JSON text, to compare nested values exactly.
    func text(_ value: Any?) -> String {
        guard let value, JSONSerialization.isValidJSONObject([value]) else { return "nil" }
        let data = try! JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys, .withoutEscapingSlashes])
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }

    // MARK: Frequencies and measures

    @Test func create_takes_every_frequency_and_a_measure() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let frequencies = [#"{"kind":"weekdays","weekdays":["mon","fri"]}"#, #"{"kind":"weekly","times":3}"#,
                           #"{"kind":"monthly","times":2}"#, #"{"days":3,"kind":"rolling","times":1}"#]
        for (index, frequency) in frequencies.enumerated() {
            let created = app.call(.post, "/api/v1/trackers", json: #"""
                {"name":"Habit \#(index)","kind":"habit","categoryId":"\#(health)","frequency":\#(frequency)}
                """#)
            #expect(created.status == 201)
            #expect(Set(created.object.keys) == Self.detailKeys)
            #expect(text(created.object["frequency"]) == frequency)
            #expect(created.object["measure"] is NSNull && created.object["archived"] as? Bool == false)
            #expect(created.object["archivedOn"] is NSNull && text(created.object["pauses"]) == "[]")
        }
        let weekly = app.call(.get, "/api/v1/trackers").array[1]
        #expect(weekly["schedule"] is NSNull && text(weekly["frequency"]) == #"{"kind":"weekly","times":3}"#)
        #expect(Set(weekly.keys) == Self.trackerKeys)

        let run = app.call(.post, "/api/v1/trackers", json: #"""
            {"name":"Run","kind":"habit","categoryId":"\#(health)","frequency":{"kind":"weekly","times":3},
             "measure":{"unit":" km ","target":20.5,"direction":"atLeast","step":2.5}}
            """#)
        #expect(run.status == 201)
        #expect(text(run.object["measure"]) == #"{"direction":"atLeast","step":2.5,"target":20.5,"unit":"km"}"#)
        let coffee = app.call(.post, "/api/v1/trackers", json: #"""
            {"name":"Coffee","kind":"habit","categoryId":"\#(health)","frequency":{"kind":"weekdays","weekdays":["mon"]},
             "measure":{"unit":"cups","target":0.001,"direction":"atMost"}}
            """#)
        #expect(text(coffee.object["measure"]) == #"{"direction":"atMost","step":1,"target":0.001,"unit":"cups"}"#)
        #expect(coffee.object["streakUnit"] as? String == "days" && run.object["streakUnit"] as? String == "weeks")
        // Started on Friday: 3 of the week's 7 days, so the week's target is 20.5 × 3 ÷ 7, rounded half up.
        #expect(text(run.object["period"]) == #"{"done":0,"end":"2025-03-09","goal":8.786,"start":"2025-03-03"}"#)
    }

    @Test func patch_changes_the_frequency_and_the_measure_but_not_archived() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let water = Self.habit(app, "Water", category: health,
                               #""frequency":{"kind":"weekdays","weekdays":["mon","tue","wed","thu","fri","sat","sun"]},"measure":{"unit":"glasses","target":8}"#)
        let monthly = app.call(.patch, "/api/v1/trackers/\(water)", json: #"{"frequency":{"kind":"monthly","times":2}}"#)
        #expect(monthly.status == 200 && text(monthly.object["frequency"]) == #"{"kind":"monthly","times":2}"#)
        #expect(monthly.object["streakUnit"] as? String == "months" && monthly.object["schedule"] is NSNull)
        // A PATCH of the measure changes what it names and keeps the rest.
        let target = app.call(.patch, "/api/v1/trackers/\(water)", json: #"{"measure":{"target":12.5,"step":0.25}}"#)
        #expect(text(target.object["measure"]) == #"{"direction":"atLeast","step":0.25,"target":12.5,"unit":"glasses"}"#)
        let rolling = app.call(.patch, "/api/v1/trackers/\(water)", json: #"{"frequency":{"kind":"rolling","times":2,"days":10}}"#)
        #expect(text(rolling.object["frequency"]) == #"{"days":10,"kind":"rolling","times":2}"#)

        let read = app.tracker("Read", category: health)
        let measured = app.call(.patch, "/api/v1/trackers/\(read)", json: #"{"measure":{"unit":"pages","target":20}}"#)
        #expect(measured.status == 422 && measured.errorCode == "measure_change")
        #expect(app.call(.patch, "/api/v1/trackers/\(water)", json: #"{"measure":null}"#).errorCode == "measure_change")
        #expect(app.call(.patch, "/api/v1/trackers/\(read)", json: #"{"measure":null}"#).status == 200)
        let archived = app.call(.patch, "/api/v1/trackers/\(read)", json: #"{"archived":true}"#)
        #expect(archived.status == 400)
        #expect(archived.errorMessage == "\"archived\" is not a field to change: POST /api/v1/trackers/{id}/archive or /unarchive.")
        #expect(app.call(.get, "/api/v1/trackers/\(read)").object["archived"] as? Bool == false)
        let event = app.tracker("Party", category: health, event: true)
        #expect(app.call(.patch, "/api/v1/trackers/\(event)", json: #"{"measure":{"unit":"x","target":1}}"#).errorCode == "measure_on_event")
    }

    // MARK: Entries

    @Test func the_entries_put_writes_done_skipped_none_and_notes_and_answers_the_card() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        let done = entry(app, read, "2025-03-07", #"{"state":"done","note":"20 pages"}"#)
        #expect(done.status == 200 && Set(done.object.keys) == Self.cardKeys)
        #expect(done.object["state"] as? String == "done" && done.object["done"] as? Bool == true)
        #expect(done.object["dayNote"] as? String == "20 pages" && done.object["note"] is NSNull, "note stays the description")
        #expect(done.object["value"] is NSNull && done.object["period"] is NSNull && done.object["paused"] as? Bool == false)
        #expect(done.object["days"] as? Int == 1 && done.object["currentStreak"] as? Int == 1)

        // `none` clears the state and keeps the note; a note alone keeps the state.
        let cleared = entry(app, read, "2025-03-07", #"{"state":"none"}"#)
        #expect(cleared.object["state"] as? String == "pending" && cleared.object["dayNote"] as? String == "20 pages")
        let noted = entry(app, read, "2025-03-07", #"{"note":"  tired  "}"#)
        #expect(noted.object["state"] as? String == "pending" && noted.object["dayNote"] as? String == "tired")
        _ = entry(app, read, "2025-03-07", #"{"state":"done"}"#)
        let renoted = entry(app, read, "2025-03-07", #"{"note":"later"}"#)
        #expect(renoted.object["state"] as? String == "done" && renoted.object["dayNote"] as? String == "later")
        // `""` and null remove the note.
        #expect(entry(app, read, "2025-03-07", #"{"note":""}"#).object["dayNote"] is NSNull)
        _ = entry(app, read, "2025-03-07", #"{"note":"again"}"#)
        let unnoted = entry(app, read, "2025-03-07", #"{"state":"none","note":null}"#)
        #expect(unnoted.object["dayNote"] is NSNull && unnoted.object["state"] as? String == "pending")
        #expect((app.call(.get, "/api/v1/trackers/\(read)").object["history"] as? [Any])?.isEmpty == true)

        // The completion routes stay shorthands: DELETE clears the state and keeps the note.
        _ = entry(app, read, "2025-03-06", #"{"state":"done","note":"sick but read"}"#)
        #expect(app.call(.delete, "/api/v1/trackers/\(read)/completions/2025-03-06").status == 204)
        let history = app.call(.get, "/api/v1/trackers/\(read)").object["history"]
        #expect(text(history) == #"[{"date":"2025-03-06","note":"sick but read","state":"missed","value":null}]"#)
    }

    @Test func the_entries_put_is_idempotent() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        for body in [#"{"state":"done","note":"x"}"#, #"{"state":"skipped"}"#, #"{"state":"none"}"#, #"{"note":"only a note"}"#] {
            let first = entry(app, read, "2025-03-05", body)
            let export = app.call(.get, "/api/v1/export").text
            let second = entry(app, read, "2025-03-05", body)
            #expect(first.status == 200 && second.status == 200 && first.text == second.text, "\(body)")
            #expect(app.call(.get, "/api/v1/export").text == export, "\(body) wrote again")
        }
    }

    /// Today is 7 March. A PUT over a planned pause changes it (not a second range); DELETE ends
    /// the pause holding today or else cancels the next planned one, or the one `?from=` names.
    @Test func pauses_planned_for_later_can_be_changed_and_cancelled() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        let pauses = "/api/v1/trackers/\(read)/pauses"
        let put = { (body: String) in app.call(.put, pauses, json: body).object["pauses"] }
        #expect(text(put(#"{"from":"2025-03-10","until":"2025-03-14"}"#)) == #"[{"from":"2025-03-10","until":"2025-03-14"}]"#)
        #expect(text(put(#"{"from":"2025-03-12","until":"2025-03-16"}"#)) == #"[{"from":"2025-03-12","until":"2025-03-16"}]"#)
        #expect(text(put(#"{"from":"2025-03-20","until":"2025-03-21"}"#))
                == #"[{"from":"2025-03-12","until":"2025-03-16"},{"from":"2025-03-20","until":"2025-03-21"}]"#)
        #expect(app.call(.delete, pauses + "?from=2025-03-20").status == 204)
        #expect(text(app.call(.get, "/api/v1/trackers/\(read)").object["pauses"]) == #"[{"from":"2025-03-12","until":"2025-03-16"}]"#)
        #expect(app.call(.delete, pauses).status == 204)
        #expect(text(app.call(.get, "/api/v1/trackers/\(read)").object["pauses"]) == "[]")
        #expect(app.call(.delete, pauses + "?from=soon").errorMessage == "Query parameter \"from\" must be a date as YYYY-MM-DD.")
        #expect(text(put(#"{"from":"2025-03-05"}"#)) == #"[{"from":"2025-03-05","until":null}]"#)
        #expect(app.call(.delete, pauses).status == 204)
        #expect(text(app.call(.get, "/api/v1/trackers/\(read)").object["pauses"]) == #"[{"from":"2025-03-05","until":"2025-03-06"}]"#)
    }

    @Test func another_days_card_shows_that_day_and_streaks_as_of_today() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        _ = app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-06")
        let skipped = entry(app, read, "2025-03-05", #"{"state":"skipped","note":"travel"}"#)
        #expect(skipped.status == 200)
        #expect(skipped.object["state"] as? String == "skipped" && skipped.object["done"] as? Bool == false)
        #expect(skipped.object["dayNote"] as? String == "travel" && skipped.object["canToggle"] as? Bool == true)
        #expect(skipped.object["days"] as? Int == 1 && skipped.object["currentStreak"] as? Int == 1)
        let missed = entry(app, read, "2025-03-04", #"{"note":"sick"}"#)
        #expect(missed.object["state"] as? String == "missed" && missed.object["dayNote"] as? String == "sick")
        let history = app.call(.get, "/api/v1/trackers/\(read)").object["history"]
        #expect(text(history) == #"[{"date":"2025-03-04","note":"sick","state":"missed","value":null},"#
                + #"{"date":"2025-03-05","note":"travel","state":"skipped","value":null},"#
                + #"{"date":"2025-03-06","note":null,"state":"done","value":null}]"#)
    }

    @Test func a_measurable_card_carries_its_value_and_its_period() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let run = Self.habit(app, "Run", category: health, #""frequency":{"kind":"weekly","times":3},"measure":{"unit":"km","target":20}"#)
        let monday = entry(app, run, "2025-03-03", #"{"value":5.5}"#)
        #expect(monday.object["value"] as? Double == 5.5 && monday.object["state"] as? String == "done")
        #expect(text(monday.object["period"]) == #"{"done":5.5,"end":"2025-03-09","goal":20,"start":"2025-03-03"}"#)
        let friday = entry(app, run, "2025-03-07", #"{"state":"done","value":10.125,"note":"long run"}"#)
        #expect(friday.object["value"] as? Double == 10.125 && friday.object["dayNote"] as? String == "long run")
        #expect(text(friday.object["period"]) == #"{"done":15.625,"end":"2025-03-09","goal":20,"start":"2025-03-03"}"#)
        #expect(friday.object["streakUnit"] as? String == "weeks")
        // `done` alone on a measurable habit means its target.
        let water = Self.habit(app, "Water", category: health,
                               #""frequency":{"kind":"weekdays","weekdays":["mon","tue","wed","thu","fri","sat","sun"]},"measure":{"unit":"glasses","target":8}"#)
        let full = entry(app, water, "2025-03-07", #"{"state":"done"}"#)
        #expect(full.object["value"] as? Int == 8 && full.object["state"] as? String == "done" && full.object["period"] is NSNull)
        let half = entry(app, water, "2025-03-07", #"{"value":4}"#)
        #expect(half.object["value"] as? Int == 4 && half.object["state"] as? String == "pending")
        let most = entry(app, water, "2025-03-05", #"{"value":999999.999}"#)
        #expect(most.status == 200 && most.object["value"] as? Double == 999_999.999)
        let zero = entry(app, water, "2025-03-06", #"{"value":0}"#)
        #expect(zero.object["value"] as? Int == 0 && zero.object["state"] as? String == "missed")
        let none = entry(app, water, "2025-03-07", #"{"state":"none"}"#)
        #expect(none.object["value"] is NSNull)
        // The weekly period on the board for Monday, from today's point of view.
        let board = app.call(.get, "/api/v1/board?date=2025-03-03").object
        let cards = (board["sections"] as? [[String: Any]])?.first?["trackers"] as? [[String: Any]] ?? []
        #expect(text(cards.first { $0["name"] as? String == "Run" }?["period"])
                == #"{"done":15.625,"end":"2025-03-09","goal":20,"start":"2025-03-03"}"#)
    }

    // MARK: Bad input

    /// Every refusal answers 422 with the rule's code and message (or 400 for a malformed body),
    /// and writes nothing.
    @Test func bad_input_is_refused_with_the_rules_code_and_message_and_writes_nothing() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let read = app.tracker("Read", category: health)
        let party = app.tracker("Party", category: health, event: true)
        let water = Self.habit(app, "Water", category: health,
                               #""frequency":{"kind":"weekly","times":3},"measure":{"unit":"glasses","target":8}"#)
        let archived = app.tracker("Old", category: health)
        #expect(app.call(.post, "/api/v1/trackers/\(archived)/archive").status == 200)
        func create(_ fields: String) -> (HTTPMethod, String, String) {
            (.post, "/api/v1/trackers", #"{"name":"New","kind":"habit","categoryId":"\#(health)",\#(fields)}"#)
        }
        let weekly = #""frequency":{"kind":"weekly","times":3}"#
        let cases: [((HTTPMethod, String, String), DomainError)] = [
            (create(#""frequency":{"kind":"weekly","times":0}"#), .scheduleOutOfRange(.weekly)),
            (create(#""frequency":{"kind":"weekly","times":7}"#), .scheduleOutOfRange(.weekly)),
            ((.patch, "/api/v1/trackers/\(read)", #"{"frequency":{"kind":"weekly","times":7}}"#), .scheduleOutOfRange(.weekly)),
            (create(#""frequency":{"kind":"rolling","times":3,"days":2}"#), .scheduleOutOfRange(.rolling)),
            (create(#""frequency":{"kind":"monthly","times":28}"#), .scheduleOutOfRange(.monthly)),
            (create(#""frequency":{"kind":"weekdays","weekdays":[]}"#), .scheduleEmpty),
            (create(weekly + #","measure":{"unit":"km","target":0}"#), .targetInvalid),
            (create(weekly + #","measure":{"unit":"km","target":-5}"#), .targetInvalid),
            (create(weekly + #","measure":{"unit":"km","target":2.0001}"#), .targetInvalid),
            (create(weekly + #","measure":{"unit":"km","target":5,"step":0}"#), .stepInvalid),
            ((.patch, "/api/v1/trackers/\(water)", #"{"measure":{"target":-1}}"#), .targetInvalid),
            (create(weekly + #","measure":{"unit":"\#(String(repeating: "k", count: 17))","target":5}"#), .unitInvalid),
            (create(weekly + #","measure":{"unit":"   ","target":5}"#), .unitInvalid),
            ((.put, "/api/v1/trackers/\(water)/entries/2025-03-07", #"{"value":-1}"#), .valueInvalid),
            ((.put, "/api/v1/trackers/\(water)/entries/2025-03-07", #"{"value":1.2345}"#), .valueInvalid),
            ((.put, "/api/v1/trackers/\(water)/entries/2025-03-07", #"{"value":1000000.5}"#), .valueInvalid),
            ((.put, "/api/v1/trackers/\(water)/entries/2025-03-07", #"{"value":0.00001}"#), .valueInvalid),
            ((.put, "/api/v1/trackers/\(water)/entries/2025-03-07", #"{"value":1e300}"#), .valueInvalid),
            ((.put, "/api/v1/trackers/\(read)/entries/2025-03-07", #"{"note":"\#(String(repeating: "n", count: 201))"}"#), .noteTooLong),
            ((.put, "/api/v1/trackers/\(read)/entries/2025-03-07", #"{"state":"done","note":"a\u0007b"}"#), .controlCharacters),
            ((.put, "/api/v1/trackers/\(party)/entries/2025-03-07", #"{"state":"skipped"}"#), .cannotSkipEvent(name: "Party")),
            ((.put, "/api/v1/trackers/\(read)/entries/2025-03-08", #"{"state":"skipped"}"#), .futureDay),
            ((.put, "/api/v1/trackers/\(read)/entries/2025-03-08", #"{"note":"tomorrow"}"#), .futureDay),
            ((.put, "/api/v1/trackers/\(read)/entries/2025-02-28", #"{"state":"done"}"#),
             .beforeStart(name: "Read", start: Day("2025-03-01")!)),
            ((.put, "/api/v1/trackers/\(read)/entries/2025-03-07", #"{"value":1}"#), .notMeasurable(name: "Read")),
            ((.put, "/api/v1/trackers/\(read)/pauses", #"{"from":"2025-03-10","until":"2025-03-09"}"#), .pauseEndsBeforeStart),
            ((.put, "/api/v1/trackers/\(read)/pauses", #"{"from":"2025-02-01"}"#), .beforeStart(name: "Read", start: Day("2025-03-01")!)),
            ((.put, "/api/v1/trackers/\(party)/pauses", #"{}"#), .cannotPauseEvent(name: "Party")),
            ((.patch, "/api/v1/settings", #"{"dayStart":7}"#), .dayStartOutOfRange),
            ((.patch, "/api/v1/settings", #"{"dayStart":-1}"#), .dayStartOutOfRange),
            ((.patch, "/api/v1/settings", #"{"dayStart":1.5}"#), .dayStartOutOfRange),
            ((.patch, "/api/v1/settings", #"{"zone":"Mars/Olympus"}"#), .unknownZone("Mars/Olympus")),
            ((.patch, "/api/v1/settings", #"{"zone":""}"#), .unknownZone("")),
            ((.put, "/api/v1/trackers/\(archived)/entries/2025-03-07", #"{"state":"done"}"#), .archived(name: "Old")),
        ]
        let before = app.call(.get, "/api/v1/export").text
        for ((method, path, body), error) in cases {
            let response = app.call(method, path, json: body)
            #expect(response.status == 422, "\(method) \(path) \(body): \(response.text)")
            #expect(response.errorCode == error.code && response.errorMessage == error.message, "\(body): \(response.text)")
        }
        func refused(_ fields: String, _ message: String) -> (HTTPMethod, String, String, String) {
            let (method, path, body) = create(fields)
            return (method, path, body, message)
        }
        let malformed: [(HTTPMethod, String, String, String)] = [
            (.put, "/api/v1/trackers/\(read)/entries/2025-03-07", "{", "The body is not valid JSON."),
            (.put, "/api/v1/trackers/\(read)/entries/2025-03-07", "{}", "Give \"state\" (done, skipped or none), \"value\" or \"note\"."),
            (.put, "/api/v1/trackers/\(read)/entries/2025-03-07", #"{"state":"maybe"}"#, "Field \"state\" must be \"done\", \"skipped\" or \"none\"."),
            (.put, "/api/v1/trackers/\(read)/entries/2025-03-07", #"{"state":true}"#, "Field \"state\" must be a string."),
            (.put, "/api/v1/trackers/\(water)/entries/2025-03-07", #"{"state":"maybe","value":2}"#, "Field \"state\" must be \"done\", \"skipped\" or \"none\"."),
            (.put, "/api/v1/trackers/\(water)/entries/2025-03-07", #"{"value":"3"}"#, "Field \"value\" must be a number."),
            (.put, "/api/v1/trackers/\(water)/entries/2025-03-07", #"{"state":"skipped","value":3}"#,
             "A \"value\" goes with \"state\": \"done\" or no state; send \"state\": \"skipped\" without it."),
            (.put, "/api/v1/trackers/\(read)/entries/2025-03-07", #"{"note":1}"#, "Field \"note\" must be a string or null."),
            (.put, "/api/v1/trackers/\(read)/entries/2025-03-07", #"{"state":"done","when":"now"}"#,
             "Unknown field \"when\"; this endpoint takes at, note, state, value."),
            (.put, "/api/v1/trackers/\(read)/entries/yesterday", #"{"state":"done"}"#, "The day in the path must be a date as YYYY-MM-DD."),
            refused(#""frequency":{"kind":"hourly","times":3}"#, "Field \"frequency\" must be a frequency like {\"kind\": \"weekdays\", \"weekdays\": [\"mon\"]}."),
            refused(weekly + #","measure":{"unit":"km","target":"5"}"#, "Field \"measure.target\" must be a number."),
            refused(weekly + #","measure":{"unit":"km"}"#, "Field \"measure.target\" is required."),
            refused(weekly + #","measure":{"unit":"km","target":5,"direction":"down"}"#, "Field \"measure.direction\" must be \"atLeast\" or \"atMost\"."),
            refused(weekly + #","measure":{"unit":"km","target":5,"goal":1}"#, "Unknown field \"measure.goal\"; \"measure\" takes direction, step, target, unit."),
            refused(weekly + #","measure":[1]"#, "Field \"measure\" must be an object or null."),
            (.put, "/api/v1/trackers/\(read)/pauses", #"{"from":"soon"}"#, "Field \"from\" must be a date as YYYY-MM-DD."),
            (.post, "/api/v1/trackers/\(read)/move", #"{"direction":"left"}"#, "Field \"direction\" must be \"up\" or \"down\"."),
            (.post, "/api/v1/trackers/\(read)/move", #"{}"#, "Field \"direction\" is required."),
            (.patch, "/api/v1/settings", #"{"dayStart":"3"}"#, "Field \"dayStart\" must be a number."),
            (.patch, "/api/v1/settings", #"{"zone":1}"#, "Field \"zone\" must be a string or null."),
        ]
        for (method, path, body, message) in malformed {
            let response = app.call(method, path, json: body)
            #expect(response.status == 400 && response.errorMessage == message, "\(method) \(path) \(body): \(response.text)")
        }
        #expect(app.call(.get, "/api/v1/export").text == before)
        #expect(app.call(.get, "/api/v1/trackers").array.count == 4)
    }

    @Test func refusals_speak_the_persons_language() throws {
        let app = try TestApp()
        let party = app.tracker("Party", category: app.category("Health"), event: true)
        let response = app.call(.put, "/api/v1/trackers/\(party)/entries/2025-03-07", json: #"{"state":"skipped"}"#,
                                headers: ["Accept-Language": "ru"])
        #expect(response.status == 422 && response.errorMessage == DomainError.cannotSkipEvent(name: "Party").message(in: .ru))
    }
}
