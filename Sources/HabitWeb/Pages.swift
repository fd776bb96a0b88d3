import Foundation
import HabitCore
import HabitScreens
import HTTPServer

/// Server-rendered pages. They read the same screen states as the API.
struct Pages: Sendable {
    let app: AppContext

    func home(_ request: Request) throws -> Response {
        let language = request.language
        let today = app.today(for: request)
        let board = BoardState.build(library: app.store.library, date: today, today: today, language: language)
        let page = document {
            element("html", [("lang", language.rawValue)]) {
                element("head") {
                    element("meta", [("charset", "utf-8")])
                    element("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1, viewport-fit=cover")])
                    element("title") { "Habits" }
                    element("link", [("rel", "stylesheet"), ("href", Assets.url("app.css"))])
                }
                element("body") {
                    element("main") {
                        element("h1") { language == .en ? "Trackers" : "Трекеры" }
                        element("p") { language.heading(board.date) }
                        element("p") { ScreenText.progress(board, language) }
                        for section in board.sections {
                            element("h2") { section.title }
                            element("ul") {
                                for card in section.cards {
                                    element("li") { "\(card.tracker.emoji) \(card.tracker.name) — \(language.days(card.days))" }
                                }
                            }
                        }
                    }
                }
            }
        }
        return .html(page.render())
    }
}
