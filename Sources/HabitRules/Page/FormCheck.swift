/// The New/Edit tracker form checked as you type (SPEC §4, §23), by the rules a save applies:
/// the name (`Names.validTrackerName`), the schedule (`ScheduleFields.schedule()`), the measure
/// (`MeasureFields.checked()`), and what must be chosen (a category, an emoji, a colour). The
/// page's WebAssembly answers it; the page shows the messages the server put into it for the
/// codes (`liveErrors`), in its language.
public enum FormCheck {
    /// Fields as a browser posts a form (`application/x-www-form-urlencoded`).
    struct Posted: FormFields {
        let fields: [(name: [UInt8], value: String)]

        subscript(_ name: String) -> String? { fields.first { $0.name.elementsEqual(name.utf8) }?.value }
        func all(_ name: String) -> [String] { fields.filter { $0.name.elementsEqual(name.utf8) }.map { $0.value } }
    }

    /// `{"valid": Bool, "errors": {field: code}}` for the form's fields as posted (plus
    /// `newCategory` and `categoryName`, the category picker's names, when they hold text).
    /// `valid`: a save would pass every check the form can make alone (a name already taken is
    /// the library's to find).
    public static func trackerForm(_ body: String) -> String {
        String(decoding: trackerForm(Array(body.utf8)[...]), as: UTF8.self)
    }

    static func trackerForm(_ body: ArraySlice<UInt8>) -> [UInt8] {
        let form = Posted(fields: PageText.formFields(body))
        var errors: [(field: String, error: DomainError)] = []
        do { _ = try Names.validTrackerName(form["name"] ?? "") } catch { errors.append(("name", error)) }
        let isHabit = form["kind"] != "event"
        if isHabit {
            let schedule = ScheduleFields(posted: form)
            do { _ = try schedule.schedule() } catch { errors.append((schedule.field, error)) }
            if form["measured"] == "1" {
                let measure = MeasureFields(unit: form["unit"] ?? "", target: form["target"] ?? "", atMost: form["atMost"] == "1",
                                            step: form["step"] ?? "1")
                errors += measure.checked().errors
            }
        }
        for field in ["newCategory", "categoryName"] {
            guard let name = form[field], !name.isEmpty else { continue }
            do { _ = try Names.validCategoryName(name) } catch { errors.append((field, error)) }
        }
        let chosen = ["categoryId", "emoji", "color"].allSatisfy { !(form[$0] ?? "").isEmpty }
        var answer = JSONObject(), fields = JSONObject()
        var blocking = false
        for (field, error) in errors {
            fields.add(named: field, code(of: error))
            if field != "newCategory" && field != "categoryName" { blocking = true }
        }
        answer.add("valid", chosen && !blocking)
        answer.add("errors", raw: fields.closed)
        return answer.closed
    }

    /// Every error the check can give, for the page's messages.
    public static let liveErrors: [DomainError] = [.nameMissing, .nameTooLong, .controlCharacters, .scheduleEmpty, .unitInvalid,
                                                   .targetInvalid, .stepInvalid, .categoryNameMissing, .categoryNameTooLong]
        + Schedule.Kind.allCases.map { .scheduleOutOfRange($0) }

    /// The code an error goes by on the page.
    public static func code(of error: DomainError) -> String {
        switch error {
        case .nameMissing: "nameMissing"
        case .nameTooLong: "nameTooLong"
        case .controlCharacters: "controlCharacters"
        case .scheduleEmpty: "scheduleEmpty"
        case .scheduleOutOfRange(let kind): "scheduleOutOfRange-" + kind.rawValue
        case .unitInvalid: "unitInvalid"
        case .targetInvalid: "targetInvalid"
        case .stepInvalid: "stepInvalid"
        case .categoryNameMissing: "categoryNameMissing"
        case .categoryNameTooLong: "categoryNameTooLong"
        default: "invalid"
        }
    }
}
