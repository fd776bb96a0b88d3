import Foundation
import HabitCore
import HabitInterop
import HabitStore
import HTTPServer
import Synchronization

/// Settings → Export and import (SPEC §12, §17): the three exports, and an import of any file
/// Habits reads that shows what it will bring in (the app, habits, entries, reminders, what was
/// renamed, approximated or could not be mapped) before it writes anything.
enum TransferPage {
    enum Stage {
        case choose(error: String?)
        /// A dry run's outcome, and the token that confirms it.
        case preview(Transfer.Outcome, token: String, category: String?)
        case imported(Transfer.Outcome)
    }

    static func render(_ stage: Stage, language: Language, status: Int = 200) -> Response {
        let strings = language.copy
        var response = Layout.page(title: strings.transferTitle, language: language, bodyClass: "sheet-page", charts: true) {
            element("a", [("class", "back"), ("href", "/settings")]) { strings.back }
            element("h1") { strings.transferTitle }
            element("p") { strings.importIntro(apps: ImportRecognizer.apps.joined(separator: ", ")) }
            switch stage {
            case .choose(let error):
                exports(strings)
                chooser(strings, error: error)
            case .preview(let outcome, let token, let category):
                element("section", [("class", "settings-group"), ("aria-labelledby", "preview-title")]) {
                    element("h2", [("id", "preview-title")]) { strings.importPreviewTitle }
                    summary(outcome, strings, dryRun: true)
                    element("form", [("method", "post"), ("action", "/settings/transfer/confirm")]) {
                        element("input", [("type", "hidden"), ("name", "token"), ("value", token)])
                        if let category { element("input", [("type", "hidden"), ("name", "category"), ("value", category)]) }
                        element("button", [("type", "submit"), ("class", "button primary")]) { strings.importConfirm }
                        element("a", [("class", "button secondary"), ("href", "/settings/transfer")]) { strings.cancel }
                    }
                }
            case .imported(let outcome):
                element("section", [("class", "settings-group"), ("aria-labelledby", "imported-title")]) {
                    element("h2", [("id", "imported-title")]) { strings.importedTitle }
                    element("div", [("role", "status")]) { summary(outcome, strings, dryRun: false) }
                    element("a", [("class", "button primary"), ("href", "/")]) { strings.backToTrackers }
                }
            }
        }
        response.status = status
        return response
    }

    private static func exports(_ strings: any Copy) -> Node {
        element("section", [("class", "settings-group"), ("aria-labelledby", "export-title")]) {
            element("h2", [("id", "export-title")]) { strings.export }
            element("ul", [("class", "export-formats")]) {
                for format in Transfer.ExportFormat.allCases {
                    element("li") {
                        element("a", [("class", "button secondary"), ("href", "/api/v1/export?format=\(format.rawValue)"), ("download", nil)]) {
                            strings.exportFormatName(format.rawValue)
                        }
                    }
                }
            }
        }
    }

    private static func chooser(_ strings: any Copy, error: String?) -> Node {
        element("form", [("class", "settings-group"), ("method", "post"), ("action", "/settings/transfer/import"),
                         ("enctype", "multipart/form-data"), ("aria-labelledby", "import-title")]) {
            element("h2", [("id", "import-title")]) { strings.importTitle }
            // No `accept` list: the format is recognised from the content, and some apps' files
            // have no extension at all.
            element("label", [("for", "transfer-file")]) { strings.importChooseAnyFile }
            element("input", [("type", "file"), ("id", "transfer-file"), ("name", "file"), ("required", nil)]
                             + (error == nil ? [] : [("aria-describedby", "transfer-error"), ("aria-invalid", "true")]))
            if let error { element("p", [("class", "field-error"), ("id", "transfer-error"), ("role", "alert")]) { error } }
            element("label", [("for", "transfer-category")]) { strings.category }
            element("input", [("id", "transfer-category"), ("name", "category"), ("maxlength", "38"),
                              ("aria-describedby", "transfer-category-hint")])
            element("p", [("class", "hint"), ("id", "transfer-category-hint")]) { strings.importCategoryHint }
            element("button", [("type", "submit"), ("class", "button secondary")]) { strings.importButton }
        }
    }

    private static func summary(_ outcome: Transfer.Outcome, _ strings: any Copy, dryRun: Bool) -> Node {
        switch outcome {
        case .habits(let categories, let trackers, let completions):
            return element("p") {
                dryRun ? strings.habitsImportPreview(categories: categories, trackers: trackers, entries: completions)
                       : strings.importedAll(categories: categories, trackers: trackers, completions: completions)
            }
        case .merged(let report):
            return .fragment([
                element("p") {
                    strings.importSummary(file: strings.importFile(app: report.format.app, kind: report.format.file),
                                          habits: report.habits.count, new: report.newHabits, entries: report.entries,
                                          written: report.entriesWritten, category: report.category, dryRun: dryRun)
                },
                dryRun && !report.changesLibrary ? element("p") { strings.importNothingNew } : .fragment([]),
                element("ul", [("class", "import-habits")]) {
                    for habit in report.habits {
                        element("li") {
                            element("span") { isolated(habit.name) }
                            element("span", [("class", "muted")]) {
                                " · \(strings.scheduleSummary(habit.schedule)) · \(strings.days(habit.entries))"
                                    + (habit.reminders.isEmpty ? "" : " · \(strings.importReminders(habit.reminders.count))")
                            }
                        }
                    }
                },
                report.notes.isEmpty ? .fragment([]) : element("ul", [("class", "not-mapped")]) {
                    for note in report.notes { element("li") { strings.importNote(note) } }
                },
            ])
        }
    }
}

/// Uploads waiting for the person to confirm their preview: in memory, a few at a time, for
/// 15 minutes. (A preview made on one server process is confirmed on the same one; a hosted
/// setup behind a proxy needs sticky sessions for this one page.)
final class PendingImports: Sendable {
    private struct Pending {
        let data: Data
        let created: ContinuousClock.Instant
    }

    private let pending = Mutex<[String: Pending]>([:])
    static let capacity = 4
    static let lifetime: Duration = .seconds(15 * 60)

    func keep(_ data: Data) -> String {
        let token = (0..<4).map { _ in String(UInt64.random(in: .min ... .max), radix: 16) }.joined()
        let now = ContinuousClock.now
        pending.withLock { pending in
            pending = pending.filter { now - $0.value.created < Self.lifetime }
            while pending.count >= Self.capacity, let oldest = pending.min(by: { $0.value.created < $1.value.created }) {
                pending[oldest.key] = nil
            }
            pending[token] = Pending(data: data, created: now)
        }
        return token
    }

    /// The upload, once: a confirmed token is gone.
    func take(_ token: String) -> Data? {
        pending.withLock { pending in
            guard let found = pending.removeValue(forKey: token), ContinuousClock.now - found.created < Self.lifetime else { return nil }
            return found.data
        }
    }
}
