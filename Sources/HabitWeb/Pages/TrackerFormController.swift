import Foundation
import HabitCore
import HabitScreens
import HabitStore
import HTTPServer

/// The New/Edit tracker form's routes: every button of the form posts it whole (`TrackerForm`
/// holds its state and rules), so without JavaScript nothing typed is lost.
struct TrackerFormController: Sendable {
    let app: AppContext

    func register(on router: inout Router) {
        router.get("/trackers/new", newTracker)
        router.post("/trackers/new", submitTracker)
        router.get("/trackers/{id}/edit", editTracker)
        router.post("/trackers/{id}/edit", submitTracker)
    }

    func newTracker(_ request: Request) throws -> Response {
        var state = TrackerForm(isHabit: request.query["kind"] != "event")
        state.back = Web.safeBack(request.query["back"])
        return TrackerFormPage(state: state, library: request.store.library, language: request.context.language,
                               today: request.context.today).render()
    }

    func editTracker(_ request: Request) throws -> Response {
        let tracker = try Web.tracker(request)
        let library = request.store.library
        // The count the detail shows (a measurable habit's days count once met, not only `done`).
        var state = TrackerForm(editing: tracker, count: library.judge(tracker, today: request.context.today).doneCount,
                                language: request.context.language)
        state.back = Web.safeBack(request.query["back"])
        return TrackerFormPage(state: state, library: library, language: request.context.language,
                               today: request.context.today).render()
    }

    /// Every button of the form lands here: save, or one of the category actions.
    func submitTracker(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        let existing = request.parameters["id"] == nil ? nil : try Web.tracker(request)
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
            guard let error = try request.store.attempt(command) else { return true }
            state.errors[field] = .rule(error)
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
            return rerender(status: state.errors.isEmpty ? 200 : PageRefusal.incomplete.status)
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
                return rerender(status: PageRefusal.incomplete.status)
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
            return state.checkSchedule() == nil ? rerender(status: PageRefusal.incomplete.status) : rerender()
        default:
            if let existing, let revision = state.revision, revision != TrackerForm.revision(of: existing) {
                // Saved from a stale copy of the form (Back after a save, a second tab): show the
                // current values instead of silently reverting the newer edit.
                let back = state.back
                state = TrackerForm(editing: existing, count: request.store.library.judge(existing, today: request.context.today).doneCount,
                                    language: language)
                state.back = back
                state.errors["form"] = .text(language.copy.changedElsewhere)
                return rerender(status: PageRefusal.stale.status)
            }
            return try save(&state, existing: existing, request: request) ?? rerender(status: PageRefusal.incomplete.status)
        }
    }

    /// Validates and saves; nil (with `state.errors` filled) when something is missing or broken.
    private func save(_ state: inout TrackerForm, existing: Tracker?, request: Request) throws -> Response? {
        guard let plan = state.plan(in: request.store.library, copy: request.context.language.copy) else { return nil }
        let today = request.context.today
        let newID: Tracker.ID = app.ids.make()
        if let error = try request.store.attempt({ (library: inout Library) throws(DomainError) in
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
        }) {
            state.refused(error)
            return nil
        }
        return .redirect(to: state.back)
    }
}
private extension Array where Element == String {
    /// The first two elements, the second optional: `"a:b"` split → ("a", "b").
    var pair: (String, String?) { (first ?? "", count > 1 ? self[1] : nil) }
}
