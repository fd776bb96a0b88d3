import HabitAccounts
import HabitCore
import HabitInterop
import HTTPServer

/// The OpenAPI 3.1 document, built from the same endpoint list the router serves.
enum OpenAPI {
    static func document(for endpoints: [Endpoint]) -> JSONValue {
        var paths: [String: JSONValue] = [:]
        for endpoint in endpoints {
            var operations: [String: JSONValue]
            if case .object(let existing)? = paths[endpoint.path] { operations = existing } else { operations = [:] }
            operations[endpoint.method.rawValue.lowercased()] = operation(endpoint)
            paths[endpoint.path] = .object(operations)
        }
        return [
            "openapi": "3.1.0",
            "info": ["title": "Habits API", "version": "1.0.0",
                     "description": "Everything the Habits web app can do, as JSON. Days are civil dates (YYYY-MM-DD) in the caller's time zone (the tz cookie, else the server's)."],
            "servers": [["url": "/"]],
            "paths": .object(paths),
            "components": ["schemas": .object(schemas.merging(NotificationsAPI.schemas) { _, new in new })],
        ]
    }

    static func operation(_ endpoint: Endpoint) -> JSONValue {
        var result: [String: JSONValue] = [
            "summary": .string(endpoint.summary),
            "operationId": .string(endpoint.method.rawValue.lowercased() + endpoint.path
                .split(separator: "/").dropFirst(2).map { $0.replacingOccurrences(of: "{", with: "").replacingOccurrences(of: "}", with: "").capitalized }
                .joined().replacingOccurrences(of: ".", with: "")),
        ]
        var parameters: [JSONValue] = []
        if endpoint.path.hasPrefix("/api/v1/account/") && endpoint.path.contains("{id}") {
            // Sessions and tokens are numbered by the account directory.
            parameters.append(["name": "id", "in": "path", "required": true, "schema": ["type": "integer", "minimum": 1]])
        } else if endpoint.path.contains("{id}") {
            parameters.append(["name": "id", "in": "path", "required": true, "schema": ["type": "string", "format": "uuid"]])
        }
        if endpoint.path.contains("{day}") {
            parameters.append(["name": "day", "in": "path", "required": true, "schema": ["type": "string", "format": "date"]])
        }
        if endpoint.path == "/api/v1/export" {
            parameters.append(["name": "format", "in": "query", "schema": ["type": "string", "enum": ["json", "csv", "loop"]]])
        }
        if endpoint.path == "/api/v1/import" {
            parameters.append(["name": "dryRun", "in": "query", "schema": ["type": "string", "enum": ["true", "false"]]])
            parameters.append(["name": "category", "in": "query", "schema": ["type": "string", "minLength": 1, "maxLength": 38]])
        }
        if endpoint.path == "/api/v1/trackers/{id}/pauses" && endpoint.method == .delete {
            parameters.append(["name": "from", "in": "query", "description": "The first day of the planned pause to cancel",
                               "schema": ["type": "string", "format": "date"]])
        }
        if endpoint.path == "/api/v1/board" {
            parameters.append(["name": "date", "in": "query", "schema": ["type": "string", "format": "date"]])
            parameters.append(["name": "search", "in": "query", "schema": ["type": "string"]])
            parameters.append(["name": "filter", "in": "query", "schema": ["type": "string", "enum": ["all", "today", "completed", "uncompleted"]]])
        }
        if !parameters.isEmpty { result["parameters"] = .array(parameters) }
        if let body = endpoint.body {
            var content: [String: JSONValue] = ["application/json": ["schema": ref(body)]]
            if endpoint.path == "/api/v1/import" {
                // Loop's backup (SQLite) and CSV export (zip) travel as bytes.
                content["application/octet-stream"] = ["schema": ["type": "string", "format": "binary"]]
            }
            result["requestBody"] = ["required": .bool(!endpoint.bodyOptional), "content": .object(content)]
        }
        var responses: [String: JSONValue] = [:]
        for (status, (description, schema)) in endpoint.allResponses {
            var response: [String: JSONValue] = ["description": .string(description)]
            if let schema { response["content"] = ["application/json": ["schema": ref(schema)]] }
            if endpoint.path == "/api/v1/events" && status == 200 {
                // Each event: `id` (the revision), `event: change`, `data` {"revision": N}.
                response["content"] = ["text/event-stream": ["schema": [
                    "type": "object",
                    "properties": ["id": ["type": "string"], "event": ["const": "change"],
                                   "data": ["type": "string", "contentMediaType": "application/json"]]]]]
            }
            if endpoint.path == "/api/v1/export" && status == 200 {
                response["content"] = ["application/json": ["schema": ref("ExportDocument")],
                                       "text/csv": ["schema": ["type": "string"]],
                                       "application/vnd.sqlite3": ["schema": ["type": "string", "format": "binary"]]]
            }
            if status == 201 {
                response["headers"] = ["Location": ["description": "The new resource", "schema": ["type": "string"]]]
            }
            responses[String(status)] = .object(response)
        }
        result["responses"] = .object(responses)
        return .object(result)
    }

    static func ref(_ name: String) -> JSONValue { ["$ref": .string("#/components/schemas/\(name)")] }

    static func object(_ properties: [String: JSONValue], required: [String]? = nil, closed: Bool = true) -> JSONValue {
        var result: [String: JSONValue] = ["type": "object", "properties": .object(properties)]
        result["required"] = .array((required ?? properties.keys.sorted()).map { .string($0) })
        if closed { result["additionalProperties"] = false }
        return .object(result)
    }

    static let uuid: JSONValue = ["type": "string", "format": "uuid"]
    static let probability: JSONValue = ["type": "number", "minimum": 0, "maximum": 1]
    static let date: JSONValue = ["type": "string", "format": "date"]
    static let nullableDate: JSONValue = ["oneOf": [date, ["type": "null"]]]
    /// A write's `at` (SPEC §14): when it was made, as milliseconds since 1970 or an instant.
    static let writeTime: JSONValue = ["oneOf": [["type": "integer", "minimum": 0, "maximum": 999_999_999_999_999],
                                                 ["type": "string", "format": "date-time"], ["type": "null"]]]
    static let instant: JSONValue = ["type": "string", "format": "date-time"]
    static let nullableInstant: JSONValue = ["oneOf": [instant, ["type": "null"]]]
    static let integer: JSONValue = ["type": "integer", "minimum": 0]
    static let nullableInteger: JSONValue = ["type": ["integer", "null"], "minimum": 0]
    static let string: JSONValue = ["type": "string"]
    static let nullableString: JSONValue = ["type": ["string", "null"]]
    static let bool: JSONValue = ["type": "boolean"]
    static let weekday: JSONValue = ["type": "string", "enum": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]]
    static let weekdays: JSONValue = ["type": "array", "items": weekday]
    static let dayStart: JSONValue = ["type": "integer", "minimum": .number(Double(Settings.dayStartLimits.lowerBound)),
                                      "maximum": .number(Double(Settings.dayStartLimits.upperBound))]
    /// The days a week can begin on (SPEC §19), from `Weekday.weekStarts`.
    static let weekStart: JSONValue = ["type": "string", "enum": .array(Weekday.weekStarts.map { .string($0.rawValue) })]
    /// A time of day on the 24-hour clock, `21:00`.
    static let time: JSONValue = ["type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"]
    static let nonEmptyWeekdays: JSONValue = ["type": "array", "minItems": 1, "items": weekday]
    static let color: JSONValue = ["type": "string", "pattern": "^#?[0-9A-Fa-f]{6}$"]
    /// An amount: up to 1,000,000 with at most 3 decimals (the server refuses a fourth with 422).
    static let amount: JSONValue = ["type": "number", "minimum": 0, "maximum": 1_000_000]
    static let positiveAmount: JSONValue = ["type": "number", "exclusiveMinimum": 0, "maximum": 1_000_000]
    static let direction: JSONValue = ["type": "string", "enum": ["atLeast", "atMost"]]
    static let dayState: JSONValue = ["type": "string", "enum": .array(DayState.allCases.map { .string($0.rawValue) })]

    /// `Schedule`'s outward form, one variant per kind (SPEC §10.1).
    static let frequency: JSONValue = ["oneOf": .array(Schedule.Kind.allCases.map { kind in
        var fields: [String: JSONValue] = ["kind": ["const": .string(kind.rawValue)]]
        if kind.hasWeekdays { fields["weekdays"] = weekdays }
        for (name, limits) in kind.numbers { fields[name] = integer(limits) }
        return object(fields)
    })]

    /// An integer within `range`.
    static func integer(_ range: ClosedRange<Int>) -> JSONValue {
        ["type": "integer", "minimum": .number(Double(range.lowerBound)), "maximum": .number(Double(range.upperBound))]
    }

    /// The tracker's own fields, shared by every schema that shows a tracker.
    static let trackerFields: [String: JSONValue] = [
        "id": uuid, "name": ["type": "string", "minLength": 1], "kind": ["type": "string", "enum": ["habit", "event"]],
        "emoji": string, "color": color, "category": string, "categoryId": uuid,
        "schedule": ["oneOf": [weekdays, ["type": "null"]]], "frequency": ["oneOf": [ref("Frequency"), ["type": "null"]]],
        "pinned": bool, "createdOn": date,
        "note": nullableString, "position": ["type": "integer"],
        "measure": ["oneOf": [ref("Measure"), ["type": "null"]]], "archived": bool, "archivedOn": nullableDate,
        "pauses": ["type": "array", "items": ref("Pause")],
        "reminders": ["type": "array", "items": ref("Reminder"), "maxItems": .number(Double(Reminder.limit))],
    ]

    /// What a card and a detail say about their day (the board's day; the detail's today).
    static let dayFields: [String: JSONValue] = [
        "state": dayState, "value": ["oneOf": [amount, ["type": "null"]]], "dayNote": nullableString,
        "streakUnit": ["oneOf": [["type": "string", "enum": ["days", "weeks", "months"]], ["type": "null"]]],
        "period": ["oneOf": [ref("Period"), ["type": "null"]]], "paused": bool,
    ]

    /// A day with what it holds: a detail's `last30` cells and `history` entries.
    static let dayCell: JSONValue = object(["date": date, "state": dayState, "value": ["oneOf": [amount, ["type": "null"]]],
                                            "note": nullableString])

    /// The fields a new tracker and a change share.
    static let trackerInput: [String: JSONValue] = [
        "name": string, "kind": ["type": "string", "enum": ["habit", "event"]], "categoryId": uuid,
        "schedule": weekdays, "frequency": ref("Frequency"), "emoji": string, "color": color, "note": nullableString,
        "pinned": bool, "createdOn": date,
    ]

    static func merged(_ base: [String: JSONValue], _ extra: [String: JSONValue]...) -> [String: JSONValue] {
        extra.reduce(base) { $0.merging($1) { _, new in new } }
    }

    static let schemas: [String: JSONValue] = [
        "Error": object(["error": object(["code": string, "message": string])]),
        "Frequency": frequency,
        "Measure": object(["unit": ["type": "string", "minLength": 1], "target": positiveAmount, "direction": direction,
                           "step": positiveAmount]),
        "NewMeasure": object(["unit": ["type": "string", "minLength": 1], "target": positiveAmount, "direction": direction,
                              "step": positiveAmount], required: ["unit", "target"]),
        "MeasurePatch": object(["unit": ["type": "string", "minLength": 1], "target": positiveAmount, "direction": direction,
                                "step": positiveAmount], required: []),
        // A period's sum may pass 1,000,000 (a month of big days); a day's value may not.
        "Period": object(["done": ["type": "number", "minimum": 0], "goal": ["type": "number", "minimum": 0], "start": date, "end": date]),
        "Pause": object(["from": date, "until": nullableDate]),
        "Reminder": object(["time": time, "weekdays": nonEmptyWeekdays]),
        "Reminders": object(["reminders": ["type": "array", "items": ref("Reminder"), "maxItems": .number(Double(Reminder.limit))]]),
        // Weekdays default to every day; a time twice or more than six are refused with 422.
        "RemindersPut": object(["reminders": ["type": "array", "items": object(["time": time, "weekdays": nonEmptyWeekdays],
                                                                                required: ["time"])]]),
        "NewPause": object(["from": nullableDate, "until": nullableDate, "at": writeTime], required: []),
        "Tracker": object(trackerFields),
        "TrackerList": ["type": "array", "items": ref("Tracker")],
        "TrackerCard": object(merged(trackerFields, dayFields, ["days": integer, "done": bool, "canToggle": bool,
                                                                "currentStreak": nullableInteger, "bestStreak": nullableInteger])),
        "Section": object(["title": string, "pinned": bool, "categoryId": ["oneOf": [uuid, ["type": "null"]]],
                           "trackers": ["type": "array", "items": ref("TrackerCard")]]),
        "Board": object(["date": date, "today": date, "done": integer, "total": integer,
                         "filter": ["type": "string", "enum": ["all", "today", "completed", "uncompleted"]],
                         "search": string, "hasTrackers": bool,
                         "empty": ["oneOf": [["type": "string", "enum": ["nothingToTrack", "nothingFound"]], ["type": "null"]]],
                         "sections": ["type": "array", "items": ref("Section")],
                         "paused": ["type": "array", "items": ref("TrackerCard")]]),
        "DayCell": dayCell,
        "HistoryEntry": dayCell,
        "TrackerDetail": object(merged(trackerFields, dayFields, ["days": integer, "currentStreak": nullableInteger,
                                                                  "bestStreak": nullableInteger,
                                                                  "last30": ["type": "array", "items": ref("DayCell"), "minItems": 30, "maxItems": 30],
                                                                  "history": ["type": "array", "items": ref("HistoryEntry")],
                                                                  "strength": ["oneOf": [["type": "number", "minimum": 0, "maximum": 1], ["type": "null"]]],
                                                                  "strengthSeries": ["type": "array", "items": object([
                                                                      "date": date, "strength": ["type": "number", "minimum": 0, "maximum": 1]])],
                                                                  "bestStreaks": ["type": "array", "items": object([
                                                                      "start": date, "end": date, "length": integer])],
                                                                  "patterns": ["oneOf": [ref("Patterns"), ["type": "null"]]]])),
        // SPEC §22: a habit's completion rate by weekday over the 365 days ending yesterday and the
        // weekday most often missed, present only when a chi-square test gives p ≤ 0.05.
        "Patterns": object(["weekdays": ["type": "array", "items": object([
                                "weekday": weekday, "days": integer, "done": integer, "rate": probability])],
                            "mostMissed": weekday, "p": probability]),
        "NewTracker": object(merged(trackerInput, ["measure": ["oneOf": [ref("NewMeasure"), ["type": "null"]]]]),
                             required: ["name", "kind", "categoryId"]),
        "TrackerPatch": object(merged(trackerInput, ["measure": ["oneOf": [ref("MeasurePatch"), ["type": "null"]]]]), required: []),
        // `at`: when the write was made (milliseconds since 1970 or an instant); the later of two writes wins.
        "Entry": object(["state": ["type": "string", "enum": ["done", "skipped", "none"]], "value": ["oneOf": [amount, ["type": "null"]]],
                         "note": nullableString, "at": writeTime], required: []),
        "Move": object(["direction": ["type": "string", "enum": ["up", "down"]]]),
        "Settings": object(["dayStart": dayStart, "zone": nullableString, "weekStart": weekStart]),
        "SettingsPatch": object(["dayStart": dayStart, "zone": nullableString, "weekStart": weekStart], required: []),
        "Category": object(["id": uuid, "name": string, "position": ["type": "integer"], "trackers": integer]),
        "CategoryList": ["type": "array", "items": ref("Category")],
        "CategoryName": object(["name": string]),
        "Statistics": ["oneOf": [
            object(["bestStreak": integer, "perfectDays": integer, "trackersCompleted": integer, "average": ["type": "number", "minimum": 0],
                    "completionRate": nullableInteger,
                    "trackers": ["type": "array", "items": object([
                        "id": uuid, "name": string, "strength": ["type": "number", "minimum": 0, "maximum": 1],
                        "rate": nullableInteger, "currentStreak": integer, "bestStreak": integer,
                        "streakUnit": ["type": "string", "enum": ["days", "weeks", "months"]]])],
                    "trend": ["type": "array", "items": object(["start": date, "rate": nullableInteger])],
                    // SPEC §22: up to five pairs with Benjamini–Hochberg q ≤ 0.05, strongest difference
                    // first, `a` first in the board's order; rates are B's over days A was done or not.
                    "together": ["type": "array", "maxItems": 5, "items": object([
                        "a": string, "b": string, "aId": uuid, "bId": uuid, "rateWithA": probability,
                        "rateWithoutA": probability, "days": ["type": "integer", "minimum": 60], "p": probability,
                        "q": probability])],
                    "togetherNone": ["oneOf": [["type": "string", "enum": ["tooFewHabits", "tooFewDays", "nothingSignificant"]],
                                               ["type": "null"]]]]),
            object(["empty": ["const": true]]),
        ]],
        // Version 2 (HabitStore's ExportDocument): fields without a value are left out, not null.
        "ExportDocument": object([
            "format": ["const": "habits"], "version": ["type": "integer"],
            "categories": ["type": "array", "items": object(["id": uuid, "name": string, "position": ["type": "integer"]])],
            "trackers": ["type": "array", "items": object([
                "id": uuid, "name": string, "kind": ["type": "string", "enum": ["habit", "event"]],
                "schedule": weekdays, "frequency": ref("Frequency"), "categoryId": uuid, "emoji": string, "color": color,
                "createdOn": date,
                "pinned": bool, "position": ["type": "integer"], "note": string,
                "completions": ["type": "array", "items": date],
                "entries": ["type": "array", "items": object([
                    "date": date, "state": ["type": "string", "enum": ["done", "skipped"]], "value": amount, "note": string,
                ], required: ["date"])],
                "measure": ref("Measure"),
                "pauses": ["type": "array", "items": object(["from": date, "until": date], required: ["from"])],
                "archivedOn": date, "reminders": ["type": "array", "items": ref("Reminder")],
            ], required: ["id", "name", "kind", "categoryId", "emoji", "color", "createdOn", "pinned", "position", "completions"])],
            "settings": object(["dayStart": dayStart, "zone": string, "weekStart": weekStart], required: ["dayStart"]),
        ], required: ["format", "version", "categories", "trackers"]),
        "ImportResult": object(["categories": integer, "trackers": integer, "completions": integer]),
        "SourceImportResult": object([
            "format": ["type": "string", "examples": ["loopBackup", "loopCSV"]], "app": string, "dryRun": bool,
            "category": nullableString, "newHabits": integer, "entries": integer, "entriesWritten": integer,
            "habits": ["type": "array", "items": object(["id": uuid, "name": string, "sourceName": string, "isNew": bool,
                                                          "category": string, "entries": integer, "entriesWritten": integer,
                                                          "reminders": ["type": "array", "items": ref("Reminder")]])],
            "notes": ["type": "array", "items": object(["habit": nullableString,
                                                        "kind": ["type": "string", "enum": ["renamed", "approximated", "notMapped"]],
                                                        "message": string])]]),
        "ImportOutcome": ["oneOf": [ref("ImportResult"), ref("SourceImportResult")]],
        "OpenAPI": ["type": "object"],
        // Accounts (SPEC §13): instants are ISO 8601 in UTC.
        "Account": object(["id": integer, "name": string, "created": instant, "via": ["type": "string", "enum": ["session", "token", "proxy"]]]),
        "SessionList": ["type": "array", "items": object(["id": integer, "label": string, "created": instant, "lastSeen": instant,
                                                          "expires": instant, "current": bool])],
        "TokenList": ["type": "array", "items": object(["id": integer, "label": string, "created": instant,
                                                        "lastUsed": nullableInstant])],
        "TokenLabel": object(["label": ["type": "string", "minLength": 1, "maxLength": 64]]),
        "NewToken": object(["id": integer, "label": string, "created": instant, "lastUsed": nullableInstant,
                            "token": ["type": "string", "minLength": 43]]),
    ]
}
