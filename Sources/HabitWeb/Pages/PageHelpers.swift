import Foundation
import HabitCore
import HabitScreens
import HabitStore
import HTTPServer

extension Web {
    /// The last seven days on which a skip would be taken (the core's rules decide, on a copy).
    static func skippable(_ id: Tracker.ID, _ today: Day, in library: Library) -> Set<Day> {
        return Set((0..<7).map { today.adding(days: -$0) }.filter { day in
            var copy = library
            return (try? copy.setEntry(.skipped, tracker: id, on: day, today: today)) != nil
        })
    }

    /// The tracker the request's path names (`/trackers/{id}/…`); a 404 when there is none.
    static func tracker(_ request: Request) throws -> Tracker {
        guard let id = Tracker.ID(request.parameters["id"] ?? ""), let tracker = request.store.library.tracker(id) else {
            throw HTTPError.notFound("No such tracker.")
        }
        return tracker
    }

    /// A pause's range from a form: `from` (empty: today), `until` (empty: until resumed).
    struct RangeProblem: Error {
        let field: String
        func message(in language: Language) -> Message {
            .text(field == "until" ? language.copy.pauseUntilHint : language.copy.chooseStart)
        }
    }

    static func pauseRange(_ form: Web.Form, today: Day) -> Result<(Day, Day?), RangeProblem> {
        switch Pause.posted(from: form["from"], until: form["until"], today: today) {
        case .success(let pause): .success((pause.from, pause.until))
        case .failure(let field): .failure(RangeProblem(field: field.name))
        }
    }

}
