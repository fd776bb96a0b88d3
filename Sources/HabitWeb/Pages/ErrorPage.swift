import HabitCore
import HTTPServer

/// What a browser sees when a request fails: the status's heading and explanation in the app's
/// layout and the person's language, the rule's own message when one was broken, and a way back.
enum ErrorPage {
    static func render(status: Int, message: String?, language: Language) -> Response {
        let strings = language.copy
        let (title, text) = strings.errorPage(status: status)
        var response = Layout.page(title: title, language: language, bodyClass: "sheet-page") {
            element("div", [("class", "error-page"), ("role", "alert")]) {
                element("h1") { title }
                element("p") { message ?? text }
                element("a", [("class", "button secondary"), ("href", "/")]) { strings.backToTrackers }
            }
        }
        response.status = status
        response.headers["Cache-Control"] = "no-store"
        return response
    }
}
