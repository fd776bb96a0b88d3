import Foundation
import HabitCore
import HabitScreens
import HTTPServer

/// Onboarding: two full-screen pages that swipe (scroll snap), dots that follow, one button.
enum OnboardingPage {
    static func render(language: Language) -> Response {
        let strings = language.copy
        return Layout.page(title: "Habits", language: language, bodyClass: "onboarding-page") {
            element("div", [("class", "onboarding"), ("id", "onboarding")]) {
                element("div", [("class", "slides"), ("tabindex", "0"), ("aria-label", strings.onboardingLabel)]) {
                    for (index, title) in strings.onboardingTitles.enumerated() {
                        element("section", [("class", "slide slide-\(index + 1)"), ("id", "slide-\(index + 1)"),
                                            ("aria-label", "\(index + 1) / 2")]) {
                            element("h1") { title }
                        }
                    }
                }
                element("div", [("class", "dots")]) {
                    for index in 1...2 {
                        element("a", [("href", "#slide-\(index)"), ("class", "dot"), ("aria-label", "\(index) / 2")]
                                     + (index == 1 ? [("aria-current", "step")] : [])) { "" }
                    }
                }
                element("form", [("method", "post"), ("action", "/onboarding")]) {
                    element("button", [("type", "submit"), ("class", "button primary")]) { strings.awesomeTech }
                }
            }
        }
    }
}
