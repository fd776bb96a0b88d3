import Foundation
import HabitCore
import HabitInterop
import HabitStore
import HTTPServer

/// Settings → Export and import: choose a file, see what it brings, confirm.
struct TransferController: Sendable {
    let app: AppContext
    let pending: PendingImports

    func register(on router: inout Router) {
        router.get("/settings/transfer", page)
        router.post("/settings/transfer/import", preview)
        router.post("/settings/transfer/confirm", confirm)
    }

    func page(_ request: Request) throws -> Response {
        TransferPage.render(.choose(error: nil), language: request.context.language)
    }

    /// A dry run of the upload; a broken file is shown under the field, nothing is written.
    func preview(_ request: Request) throws -> Response {
        let language = request.context.language
        guard let parts = Multipart.parse(request.body, contentType: request.headers["Content-Type"]) else {
            throw HTTPError.badRequest("Send the file as multipart/form-data.")
        }
        if let missing = parts.missingFile(language.copy) {
            return TransferPage.render(.choose(error: missing), language: language, status: PageRefusal.incomplete.status)
        }
        let file = parts["file"] ?? []
        let category = parts["category"].map { Names.trimmed(String(decoding: $0, as: UTF8.self)) }.flatMap { $0.isEmpty ? nil : $0 }
        do {
            if let category { _ = try Names.validCategoryName(category) }
            let data = Data(file)
            let outcome = try Transfer.importFile(data, into: request.store, today: request.context.today, category: category, dryRun: true)
            return TransferPage.render(.preview(outcome, token: pending.keep(data), category: category), language: language)
        } catch let error as DomainError {
            return TransferPage.render(.choose(error: error.message(in: language)), language: language,
                                       status: ErrorBoundary.status(refusing: error))
        }
    }

    func confirm(_ request: Request) throws -> Response {
        let language = request.context.language
        let form = try Web.Form(request)
        guard let data = form["token"].flatMap(pending.take) else {
            return TransferPage.render(.choose(error: language.copy.importExpired), language: language, status: PageRefusal.expired.status)
        }
        do {
            let outcome = try Transfer.importFile(data, into: request.store, today: request.context.today,
                                                  category: form["category"], dryRun: false)
            return TransferPage.render(.imported(outcome), language: language)
        } catch let error as DomainError {
            return TransferPage.render(.choose(error: error.message(in: language)), language: language,
                                       status: ErrorBoundary.status(refusing: error))
        }
    }
}

extension Multipart.Parts {
    /// Why the upload's `file` can't be read, if it can't: none was chosen, or the one chosen
    /// holds nothing (0 bytes), which is named, so it is not taken for a missing choice.
    func missingFile(_ strings: any Copy) -> String? {
        guard self["file"]?.isEmpty ?? true else { return nil }
        guard let name = filename("file"), !name.isEmpty else { return strings.importNoFile }
        return strings.importEmptyFile(name)
    }
}
