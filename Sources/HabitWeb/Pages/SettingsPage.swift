import Foundation
import HabitCore
import HabitScreens
import HTTPServer

/// Settings: language, export, import.
enum SettingsPage {
    static func render(language: Language, back: String, message: String? = nil, status: Int = 200) -> Response {
        let strings = language.copy
        var response = Layout.page(title: strings.settings, language: language, bodyClass: "sheet-page") {
            element("a", [("class", "back"), ("href", back)]) { strings.back }
            element("h1") { strings.settings }
            if let message { element("p", [("class", "toast"), ("role", "alert")]) { message } }
            element("form", [("class", "settings-group"), ("method", "post"), ("action", "/settings/language")]) {
                element("fieldset") {
                    element("legend") { strings.languageLabel }
                    for code in Language.allCases {
                        element("label", [("class", "choice")]) {
                            element("input", [("type", "radio"), ("name", "lang"), ("value", code.rawValue)]
                                             + (code == language ? [("checked", nil)] : []))
                            element("span", [("class", "choice-name"), ("lang", code.rawValue)]) { code.copy.languageName }
                        }
                    }
                }
                element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
                element("button", [("type", "submit"), ("class", "button secondary")]) { strings.save }
            }
            element("section", [("class", "settings-group")]) {
                element("h2") { strings.export }
                element("p") { strings.exportHint }
                element("a", [("class", "button secondary"), ("href", "/api/v1/export"), ("download", nil)]) { strings.export }
            }
            element("form", [("class", "settings-group"), ("method", "post"), ("action", "/settings/import"),
                             ("enctype", "multipart/form-data")]) {
                element("h2") { strings.importTitle }
                element("label", [("for", "import-file")]) { strings.importHint }
                element("input", [("type", "file"), ("id", "import-file"), ("name", "file"), ("accept", "application/json,.json")])
                element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
                element("button", [("type", "submit"), ("class", "button secondary")]) { strings.importButton }
            }
        }
        response.status = status
        return response
    }
}
