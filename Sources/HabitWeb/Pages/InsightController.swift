import Foundation
import HabitCore
import HabitScreens
import HabitStore
import HTTPServer

/// A tracker's detail page and the Statistics screen (SPEC §4, §11).
struct InsightController: Sendable {
    let app: AppContext

    func register(on router: inout Router) {
        router.get("/statistics", statistics)
        router.get("/trackers/{id}", detail)
    }

    func detail(_ request: Request) throws -> Response {
        let tracker = try Web.tracker(request)
        let today = request.context.today
        let range = request.query["strength"].flatMap(DetailCharts.Range.init(rawValue:)) ?? .threeMonths
        let month = request.query["month"].flatMap { Day($0 + "-01") }.map { min($0, today) }
        guard let state = TrackerDetailState.build(library: request.store.library, tracker: tracker.id, today: today,
                                                   judgements: request.judgements, range: range, month: month, withRecord: true) else {
            throw HTTPError.notFound("No such tracker.")
        }
        return DetailPage.render(state, today: today, back: Web.safeBack(request.query["back"]), language: request.context.language,
                                 skippable: Web.skippable(tracker.id, today, in: request.store.library), dayStart: request.store.library.settings.dayStart)
    }

    func statistics(_ request: Request) throws -> Response {
        let sort = request.query["sort"].flatMap(StatisticsState.Sort.init(rawValue:)) ?? .name
        return StatisticsPage.render(StatisticsState.build(library: request.store.library, today: request.context.today, sort: sort,
                                                           judgements: request.judgements),
                              language: request.context.language)
    }
}
